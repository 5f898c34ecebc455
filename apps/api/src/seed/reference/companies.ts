// SAMPLE reference data (Örnek veri). The companies are INVENTED: plausible Turkish names,
// no tax numbers, e-mail addresses under the reserved .example domain. Any resemblance
// to a real firm is coincidental. The rows are data/companies.json.
import { z } from 'zod';
import data from './data/companies.json';

export interface SampleCompany {
  name: string;
  group: string;
  address: string;
  email: string;
}

const companyRow = z.strictObject({ name: z.string(), group: z.string(), address: z.string(), email: z.email() });

export const SAMPLE_COMPANIES: readonly SampleCompany[] = z.array(companyRow).parse(data.companies);
