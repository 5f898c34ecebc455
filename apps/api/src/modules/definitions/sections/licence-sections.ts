// licence definition sections (see ../index.ts); the routes of each section, whose SectionSpec is in its own file.
import { sectionRoutes } from '../../../platform/crud';
import { licenceSection } from './license';
import { licenceDetailSection } from './license-detail';
import { mixingCompatibilitySection } from './mixing-compatibility';

export const licenceSections = [
  sectionRoutes(licenceSection),
  sectionRoutes(licenceDetailSection),
  sectionRoutes(mixingCompatibilitySection),
];
