// The catalogue sections' screens (spec §2): units, formulations, the three group lists and licence companies.
import { activeSubstanceGroupView } from './active-substance-group';
import { companyGroupView } from './company-group';
import { formulationView } from './formulation';
import { licenseCompanyView } from './license-company';
import { licenseGroupView } from './license-group';
import { unitView } from './unit';

export { activeSubstanceGroupView, companyGroupView, formulationView, licenseCompanyView, licenseGroupView, unitView };

/** In the spec §2 order of the sections. */
export const catalogueViews = [unitView, licenseGroupView, activeSubstanceGroupView, companyGroupView, licenseCompanyView, formulationView] as const;
