// SAMPLE reference data (Örnek veri). Trade names, companies and licence numbers are
// INVENTED (licence numbers carry the 'ÖRN-' prefix, so a later import of the real
// Ministry (BKÜ) data cannot collide with them). Active substances, concentrations,
// crops and their pests are real combinations; doses, pre-harvest intervals (PHI) and
// bee waiting periods are plausible values for illustration, NOT label instructions.
// The data is data/sample-licences.json, spray-water volumes included; this file gives it its types.
import { z } from 'zod';
import type { BeeToxicity, LicenceStatus } from '../../platform/db';
import data from './data/sample-licences.json';

export interface SampleUse {
  plant: string;
  organism: string;
  doseMin: number;
  doseMax: number;
  /** A unit symbol of SAMPLE_UNITS. */
  unit: string;
  /** Days; null: not applicable (dormant-season or pre-emergence applications). */
  phiDays: number | null;
  waterVolume?: [number, number];
  notes?: string;
}

export interface SampleLicence {
  tradeName: string;
  licenceNumber: string;
  licenceDate: string;
  expiryDate?: string;
  licenceStatus?: LicenceStatus;
  cancelledOn?: string;
  company: string;
  formulation: string;
  group: string;
  origin: 0 | 1;
  beeToxicity: BeeToxicity;
  warnings?: string;
  /** [substance name, concentration, unit symbol] */
  substances: [string, number, string][];
  /** Applied to every use. */
  beeWaitingDays: number | null;
  reEntryHours: number;
  maxApplications: number;
  applicationIntervalDays: number | null;
  uses: SampleUse[];
}

/** [plant, organism, doseMin, doseMax, unit, phiDays, notes?] */
type UseTuple = [string, string, number, number, string, number | null, string?];

/** A licence as the data file writes it: the company and shared warnings by key, uses as tuples. */
type LicenceRecord = Omit<SampleLicence, 'uses' | 'company' | 'warnings'> & { company: string; warnings?: string[]; uses: UseTuple[] };

const litres = z.tuple([z.number().positive(), z.number().positive()]);
const sprayWater = z
  .object({ herbicide: litres, byPlant: z.array(z.object({ litresPerDecare: litres, plants: z.array(z.string()) })), other: litres })
  .parse(data.sprayWater);

/** The spray-water volume in L/da of a use: by the herbicide group first, then by the plant's kind (data file `sprayWater`). */
function waterFor(plant: string, herbicide: boolean): [number, number] {
  const [min, max] = herbicide ? sprayWater.herbicide : (sprayWater.byPlant.find((kind) => kind.plants.includes(plant))?.litresPerDecare ?? sprayWater.other);
  return [min, max];
}

const companies: Record<string, string> = data.companies;
const sharedWarnings: Record<string, string> = data.sharedWarnings;

function keyed(table: Record<string, string>, key: string, what: string): string {
  const text = table[key];
  if (text === undefined) throw new Error(`sample-licences.json: unknown ${what} "${key}"`);
  return text;
}

function licence({ uses, company, warnings, ...rest }: LicenceRecord): SampleLicence {
  const herbicide = rest.group === 'Herbisit';
  return {
    ...rest,
    company: keyed(companies, company, 'company'),
    // A part that names a shared warning is its text; any other part is written out.
    ...(warnings ? { warnings: warnings.map((part) => sharedWarnings[part] ?? part).join(' ') } : {}),
    uses: uses.map(([plant, organism, doseMin, doseMax, unit, phiDays, notes]) => ({
      plant,
      organism,
      doseMin,
      doseMax,
      unit,
      phiDays,
      waterVolume: waterFor(plant, herbicide),
      ...(notes ? { notes } : {}),
    })),
  };
}

export const SAMPLE_LICENCES: readonly SampleLicence[] = (data.licences as LicenceRecord[]).map(licence);
