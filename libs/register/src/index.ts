// The producer's register (Üretici Kayıt Defteri, B-Reçete's second half) on the RCT host: an
// area's and a producer's register of a season (prescriptions, applications and harvests in
// date order with their flags; PDF, CSV, XLSX), recording an application of an issued
// prescription beside the spray window, recording a harvest, and correcting or withdrawing a
// record with its history kept.
import { RegisterPatterns } from '@portal/contracts';
import { createElement, type ReactElement } from 'react';
import { ApplicationPage } from './pages/application-page';
import { AreaRegisterPage } from './pages/area-register-page';
import { HarvestPage } from './pages/harvest-page';
import { ProducerRegisterPage } from './pages/producer-register-page';

export { ApplicationPage, AreaRegisterPage, HarvestPage, ProducerRegisterPage };
export { areaRegisterPath, producerRegisterPath, recordApplicationPath, recordHarvestPath, RegisterPatterns } from './paths';

/** The register's screens by route pattern (the contracts' route table), for createPortalRoutes({ pages }). */
export const registerPages: Record<string, ReactElement> = {
  [RegisterPatterns.area]: createElement(AreaRegisterPage),
  [RegisterPatterns.producer]: createElement(ProducerRegisterPage),
  [RegisterPatterns.application]: createElement(ApplicationPage),
  [RegisterPatterns.harvest]: createElement(HarvestPage),
};
