// catalogue definition sections (see ../index.ts); the routes of each section, whose SectionSpec is in its own file
// (the three group lists are made by group-section.ts).
import { sectionRoutes } from '../../../platform/crud';
import { activeSubstanceGroupSection } from './active-substance-group';
import { companyGroupSection } from './company-group';
import { formulationSection } from './formulation';
import { licenseCompanySection } from './license-company';
import { licenseGroupSection } from './license-group';
import { unitSection } from './unit';

export const catalogueSections = [
  sectionRoutes(unitSection),
  sectionRoutes(formulationSection),
  sectionRoutes(licenseGroupSection),
  sectionRoutes(activeSubstanceGroupSection),
  sectionRoutes(companyGroupSection),
  sectionRoutes(licenseCompanySection),
];
