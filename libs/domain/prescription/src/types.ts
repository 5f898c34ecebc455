// What the checks before a prescription is issued read and what they answer
// (DESIGN.md §8 "Checks before a prescription is issued"). The API loads a CheckContext from
// the database (authoritative, on issue); the editor builds the same context from what the
// API sent it and runs the same rules live. Everything here is plain data: no I/O.

/** ISO calendar date, YYYY-MM-DD. */
export type IsoDate = string;

export type Severity = 'error' | 'warning' | 'info';

/** A unit of a dose as the reference data keeps it (units_of_measure). */
export interface DoseUnit {
  id: number;
  /** ml/da, g/100 L, kg/ha… */
  symbol: string;
  kind: 'dose-area' | 'dose-water' | 'dose-seed' | 'dose-plant';
  /** The measured amount: ml, g, l (or L), kg. */
  amountUnit: string;
  /** The basis: 1 (da), 1 (ha), 100 (L), 100 (kg), 1 (ağaç). */
  perQuantity: number | null;
  /** da, ha, L, kg, ağaç… */
  perUnit: string | null;
}

export type MoaScheme = 'FRAC' | 'IRAC' | 'HRAC';

export interface ActiveSubstanceInfo {
  id: number;
  name: string;
  moaScheme: MoaScheme | null;
  /** IRAC 4A, FRAC 3, HRAC 9… (the code within the scheme). */
  moaCode: string | null;
  /** On the B-Reçete risk list. */
  prescriptionRequired: boolean;
  /** In the product, e.g. 18 with unit 'g/L'. */
  concentration: number | null;
  concentrationUnit: string | null;
  /**
   * Needs no MRL (Reg. (EC) No 396/2005 Annex IV, e.g. kaolin, paraffin oil): the data
   * logger marks it on the substance. Absent or false: its limit is looked up, and with
   * none (linked to an MRL record or not) the 0,01 mg/kg default is warned about.
   */
  mrlExempt?: boolean;
}

export interface LicenceInfo {
  id: number;
  tradeName: string;
  licenceNumber: string;
  status: 'valid' | 'cancelled';
  licenceDate: IsoDate;
  /** Last day of validity; null: open-ended. */
  expiryDate: IsoDate | null;
  cancelledOn: IsoDate | null;
  beeToxicity: 'none' | 'low' | 'moderate' | 'high' | null;
  /** EC, SC, WG… */
  formulationCode: string | null;
  activeSubstances: ActiveSubstanceInfo[];
}

/** One registered use (licence detail): licence × plant × harmful organism. */
export interface RegisteredUse {
  licenceDetailId: number;
  licenceId: number;
  plantId: number;
  harmfulOrganismId: number;
  doseMin: number;
  doseMax: number;
  doseUnit: DoseUnit;
  /** Spray water, litres per decare. */
  waterVolumeMin: number | null;
  waterVolumeMax: number | null;
  /** Pre-harvest interval in days; null: not applicable. */
  phiDays: number | null;
  beeWaitingDays: number | null;
  reEntryHours: number | null;
  /** Per season; null: the label sets none. */
  maxApplications: number | null;
  /** Minimum days between two applications. */
  applicationIntervalDays: number | null;
}

/** One product line of the prescription. */
export interface CheckLine {
  /** Stable within the prescription (the client's line id); findings name it. */
  key: string;
  licence: LicenceInfo;
  /** The organism this line is written against. */
  harmfulOrganism: { id: number; name: string };
  /** The registered use for plant × organism × licence; null when there is none. */
  use: RegisteredUse | null;
  dose: number;
  doseUnit: DoseUnit;
  /** Spray water the user plans, litres per decare; null: not given. */
  waterVolume: number | null;
}

/**
 * A product on the same area this season: planned by a line of an earlier issued, not cancelled
 * prescription (its start date), or recorded as applied (the producer's register, a TRC lot's
 * spraying). The checks count a line by its recorded applications when it has any, by its
 * planned date otherwise (season.ts appliedOrPlanned).
 */
export interface PriorApplication {
  /** The prescription planned or carried out; null: a recorded product applied without one. */
  prescriptionId: number | null;
  prescriptionNo: string | null;
  date: IsoDate;
  plantId: number | null;
  licenceId: number;
  tradeName: string;
  activeSubstances: Pick<ActiveSubstanceInfo, 'id' | 'name' | 'moaScheme' | 'moaCode'>[];
  /** Absent: planned (a prescription's date). */
  source?: AppliedSource;
  /** The prescription line planned or carried out; a record of a line replaces the line's planned date. */
  lineKey?: string | null;
  /** The product's pre-harvest interval in days (the line's, or the longest on the plant); null or absent: none known. */
  phiDays?: number | null;
}

/** Recorded in the register or a TRC lot, or planned by a prescription. */
export type AppliedSource = 'recorded' | 'planned';

/** A mixing-compatibility row (reference data), pairs unordered. */
export interface MixingRule {
  kind: 'licence' | 'active-substance';
  aId: number;
  bId: number;
  result: 'compatible' | 'incompatible' | 'caution';
  note: string | null;
}

/** The MRL in force for an active substance in the plant's product (MRL module), or none. */
export interface MrlLimit {
  activeSubstanceId: number;
  /** The newest limit for the plant's EU product code and the market; null: none set. */
  limit: { rate: number; date: IsoDate; expired: boolean; market: string } | null;
}

export interface CheckContext {
  /** PrescriptionKind code: Producer 0, ProductionArea 1, Fast 2. */
  kind: number;
  /** The application (start) date. */
  applicationDate: IsoDate;
  /**
   * The day the prescription is issued (Turkish calendar day); a prescription derived from
   * an earlier one (a correction, a fast one attached to an area) keeps the earlier one's.
   */
  issueDate: IsoDate;
  /** Planned harvest; null: not known. */
  plannedHarvestDate: IsoDate | null;
  plant: { id: number; name: string; euCode: string | null };
  /** Null for a fast prescription not yet attached to an area. */
  area: { id: number; name: string; decares: number; cksBlock: string | null; cksParcel: string | null; plantingDate: IsoDate | null } | null;
  /** Null for a corporate area or a fast prescription. */
  producer: { id: number; fullName: string; tcOrVkn: string | null } | null;
  /**
   * For a corporate area (producer null): the member that farms it, the producer of record
   * on a B-Reçete, identified by its VKN. Absent or null: not known.
   */
  corporateOwner?: { name: string; vkn: string | null } | null;
  prescriber: { fullName: string; authorizationNumber: string | null };
  lines: CheckLine[];
  /** Every earlier application on this area (the rules keep the current season's). */
  priorApplications: PriorApplication[];
  mixing: MixingRule[];
  mrl: MrlLimit[];
  /** The MRL market: 'TR' or an export market. */
  market: string;
}

export interface Finding {
  /** Stable code, e.g. DOSE_ABOVE_MAX. */
  code: string;
  severity: Severity;
  /** One Turkish sentence with the numbers in it. */
  message: string;
  /** The line it is about; absent for prescription-wide findings. */
  lineKey?: string;
  /** The numbers and names of the message, for clients that lay them out. */
  params?: Record<string, string | number>;
}
