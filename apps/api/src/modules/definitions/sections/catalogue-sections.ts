// catalogue definition sections (see ../index.ts); each section's SectionSpec is in its own file
// (the three group lists are made by group-section.ts).
import type { SectionSpec } from '../../../platform/crud';
import { activeSubstanceGroupSection } from './active-substance-group';
import { companyGroupSection } from './company-group';
import { formulationSection } from './formulation';
import { licenseCompanySection } from './license-company';
import { licenseGroupSection } from './license-group';
import { unitSection } from './unit';

export const catalogueSections: SectionSpec[] = [
  unitSection,
  formulationSection,
  licenseGroupSection,
  activeSubstanceGroupSection,
  companyGroupSection,
  licenseCompanySection,
] as unknown as SectionSpec[];
