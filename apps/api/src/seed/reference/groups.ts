// SAMPLE reference data (Örnek veri): licence groups, active-substance (chemical) groups
// and company groups. The rows are data/groups.json.
import { z } from 'zod';
import data from './data/groups.json';

export interface SampleGroup {
  name: string;
  description?: string;
}

const groups = z.array(z.strictObject({ name: z.string(), description: z.string().optional() }));
const file = z.object({ licenceGroups: groups, activeSubstanceGroups: groups, companyGroups: groups }).parse(data);

export const SAMPLE_LICENCE_GROUPS: readonly SampleGroup[] = file.licenceGroups;

/** Chemical classes; each substance's mode of action is on the substance itself. */
export const SAMPLE_ACTIVE_SUBSTANCE_GROUPS: readonly SampleGroup[] = file.activeSubstanceGroups;

export const SAMPLE_COMPANY_GROUPS: readonly SampleGroup[] = file.companyGroups;
