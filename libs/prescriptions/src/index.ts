// Prescriptions and fertilization plans (`gubreleme-yaz`; spec §2 `receteler`, `hizli-recete`, `recete/:farmAreaId/:farmerId?`,
// our `receteler/:id`; §3 "Prescription", §4 "Prescription", §7 "Prescriptions"): the list, the
// editor with the live checks, the detail with print, PDF, e-mail, public link and correction.
import { createElement, type ReactElement } from 'react';
import { AreaPrescriptionPage, FastPrescriptionPage } from './pages/editor-pages';
import { PrescriptionDetailPage } from './pages/prescription-detail-page';
import { PrescriptionListPage } from './pages/prescription-list-page';
import { PlanEditPage, PlanNewPage } from './fertilization/plan-pages';
import { PrescriptionPatterns } from './paths';

export { PrescriptionPatterns, PRESCRIPTIONS_PATH, FAST_PRESCRIPTION_PATH, FERTILIZATION_PATH, planEditPath, prescriptionPath, areaPrescriptionPath } from './paths';
export { firstPrescriptionsAtom, type FirstPrescriptions } from './state/first-prescriptions';
export { useFirstPrescriptions } from './api/get-prescriptions';
export { prescriptionKeys, PRESCRIPTION_TAG } from './api/keys';

/** The prescription screens by route pattern, for createPortalRoutes({ pages }). */
export const prescriptionPages: Record<string, ReactElement> = {
  [PrescriptionPatterns.list]: createElement(PrescriptionListPage),
  [PrescriptionPatterns.detail]: createElement(PrescriptionDetailPage),
  [PrescriptionPatterns.fast]: createElement(FastPrescriptionPage),
  [PrescriptionPatterns.area]: createElement(AreaPrescriptionPage),
  [PrescriptionPatterns.plan]: createElement(PlanNewPage),
  [PrescriptionPatterns.planEdit]: createElement(PlanEditPage),
};
