// The screens of spec §2 "Producer and prescription routes" this feature serves, and the detail
// route receteler/:id (our design, in the contracts' access table).
export const PRESCRIPTIONS_PATH = '/receteler';
export const FAST_PRESCRIPTION_PATH = '/hizli-recete';
export const prescriptionPath = (id: number) => `/receteler/${id}`;
/** The detail page with the editor open on a correction of it. */
export const correctionPath = (id: number) => `/receteler/${id}?duzelt=1`;
export const FERTILIZATION_PATH = '/gubreleme-yaz';
/** A fertilization template opened for editing (PUT prescription/{id}/edit). */
export const planEditPath = (id: number) => `/gubreleme-yaz/${id}`;
export const areaPrescriptionPath = (farmAreaId: number, farmerId?: number | null) => `/recete/${farmAreaId}${farmerId ? `/${farmerId}` : ''}`;

/** The route patterns this feature serves, from the contracts' route table. */
export { PrescriptionPatterns } from '@portal/contracts';
