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
// The producer's register (plain paths: this feature may not import that one).
/** An area's register (kayit-defteri/alan/:areaId). */
export const areaRegisterPath = (areaId: number) => `/kayit-defteri/alan/${areaId}`;
/** Recording an application of an issued area prescription (kayit-defteri/uygulama/:prescriptionId). */
export const recordApplicationPath = (prescriptionId: number) => `/kayit-defteri/uygulama/${prescriptionId}`;

/** The route patterns this feature serves, from the contracts' route table. */
export { PrescriptionPatterns } from '@portal/contracts';
