// The licence sections' screens (spec §2): licences, their registered uses and mixing compatibility.
import { licenseView } from './license';
import { licenseDetailView } from './license-detail';
import { mixingCompatibilityView } from './mixing-compatibility';

export { licenseDetailView, licenseView, mixingCompatibilityView };

/** In the spec §2 order of the sections. */
export const licenceViews = [licenseView, licenseDetailView, mixingCompatibilityView] as const;
