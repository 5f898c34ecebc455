// The register's addresses (the patterns are the contracts' route table's) and the pages it links
// to in other features (plain paths: a feature does not import another).
export const areaRegisterPath = (areaId: number, season?: number) => `/kayit-defteri/alan/${areaId}${season ? `?sezon=${season}` : ''}`;
export const producerRegisterPath = (producerId: number, season?: number) => `/kayit-defteri/uretici/${producerId}${season ? `?sezon=${season}` : ''}`;
export const recordApplicationPath = (prescriptionId: number) => `/kayit-defteri/uygulama/${prescriptionId}`;
export const recordHarvestPath = (areaId: number) => `/kayit-defteri/hasat/${areaId}`;
export const prescriptionPath = (id: number) => `/receteler/${id}`;
export const PRODUCERS_PATH = '/ureticiler';

/** The route patterns this feature serves, from the contracts' route table. */
export { RegisterPatterns } from '@portal/contracts';
