// The screens of spec §2 "Producer and prescription routes".
import type { ProductionArea } from '@portal/contracts';
import type { AreaOwnerQuery } from './api/get-production-areas';

export const PRODUCERS_PATH = '/ureticiler';
export const PRODUCER_ADD_PATH = '/ureticiler/ekle';
export const producerEditPath = (id: number) => `/ureticiler/guncelle/${id}`;

/** ekle/:id? — the producer's id, 'kurumsal' for the corporate member's own, or none (chosen in the form). */
export function areaAddPath(whose?: AreaOwnerQuery): string {
  if (!whose) return '/ureticiler/uretim-alanlari/ekle';
  return `/ureticiler/uretim-alanlari/ekle/${'producerId' in whose ? whose.producerId : 'kurumsal'}`;
}

export function areaEditPath(area: Pick<ProductionArea, 'id' | 'producerId'>): string {
  return area.producerId === null ? `/ureticiler/uretim-alanlari/guncelle/kurumsal/${area.id}` : `/ureticiler/uretim-alanlari/guncelle/${area.producerId}/${area.id}`;
}

// The prescriptions feature's screens, linked from the rows (plain paths: this feature may not
// import that one; spec §2 `receteler`, `recete/:farmAreaId/:farmerId?`).
/** The prescriptions list filtered to a producer's, or an area's. */
export const prescriptionsOfProducerPath = (producerId: number) => `/receteler?producerId=${producerId}`;
export const prescriptionsOfAreaPath = (areaId: number) => `/receteler?productionAreaId=${areaId}`;
/** The producer's register (Üretici Kayıt Defteri) of an area, and of a producer. */
export const areaRegisterPath = (areaId: number) => `/kayit-defteri/alan/${areaId}`;
export const producerRegisterPath = (producerId: number) => `/kayit-defteri/uretici/${producerId}`;
/** Writing a prescription for an area: for its producer, or for the corporate area itself. */
export const writePrescriptionPath = (area: Pick<ProductionArea, 'id' | 'producerId'>) => (area.producerId === null ? `/recete/${area.id}` : `/recete/${area.id}/${area.producerId}`);

/** The route patterns this feature serves, from the contracts' route table. */
export { ProducerPatterns } from '@portal/contracts';
