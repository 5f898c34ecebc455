// licence definition sections (see ../index.ts); each section's SectionSpec is in its own file.
import type { SectionSpec } from '../../../platform/crud';
import { licenceSection } from './license';
import { licenceDetailSection } from './license-detail';
import { mixingCompatibilitySection } from './mixing-compatibility';

export const licenceSections: SectionSpec[] = [
  licenceSection as unknown as SectionSpec,
  licenceDetailSection as unknown as SectionSpec,
  mixingCompatibilitySection as unknown as SectionSpec,
];
