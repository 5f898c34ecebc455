// SAMPLE reference data (Örnek veri): real active substances with their CAS numbers,
// chemical groups and IRAC / FRAC / HRAC mode-of-action groups. The
// prescriptionRequired flags are illustrative, not the official B-Reçete risk list; the
// low-risk ones are substances allowed in organic farming (Reg. (EU) 2021/1165 Annex I).
import type { MoaScheme } from '../../platform/db';

export interface SampleActiveSubstance {
  name: string;
  casNumber: string;
  group: string;
  moa: [MoaScheme, string] | null;
  prescriptionRequired: boolean;
  /**
   * The MRL substance (residue definition) it joins; null when exempt from MRLs
   * (Reg. (EC) No 396/2005 Annex IV: paraffin oil, sulphur).
   */
  mrlName: string | null;
  /** Biological or low-risk: search's "biyolojik / düşük riskli" filter. */
  lowRisk: boolean;
}

/** The biological and low-risk substances of the sample. */
const LOW_RISK = new Set(['Spinosad', 'Kükürt', 'Parafin yağı', 'Bacillus thuringiensis subsp. kurstaki']);

const s = (name: string, casNumber: string, group: string, moa: [MoaScheme, string] | null, prescriptionRequired = false, mrlName: string | null = name): SampleActiveSubstance => ({
  name,
  casNumber,
  group,
  moa,
  prescriptionRequired,
  mrlName,
  lowRisk: LOW_RISK.has(name),
});

export const SAMPLE_ACTIVE_SUBSTANCES: readonly SampleActiveSubstance[] = [
  // Insecticides and acaricides
  s('Abamectin', '71751-41-2', 'Avermektinler', ['IRAC', '6'], true),
  s('Emamectin benzoate', '155569-91-8', 'Avermektinler', ['IRAC', '6'], true),
  s('Acetamiprid', '135410-20-7', 'Neonikotinoidler', ['IRAC', '4A']),
  s('Chlorantraniliprole', '500008-45-7', 'Diamidler', ['IRAC', '28']),
  s('Spinosad', '168316-95-8', 'Spinosinler', ['IRAC', '5']),
  s('Deltamethrin', '52918-63-5', 'Piretroitler', ['IRAC', '3A'], true),
  s('Lambda-cyhalothrin', '91465-08-6', 'Piretroitler', ['IRAC', '3A'], true),
  s('Spirotetramat', '203313-25-1', 'Tetronik ve tetramik asit türevleri', ['IRAC', '23']),
  s('Indoxacarb', '173584-44-6', 'Oksadiazinler', ['IRAC', '22A'], true),
  s('Flonicamid', '158062-67-0', 'Flonikamid', ['IRAC', '29']),
  s('Hexythiazox', '78587-05-0', 'Akar büyüme inhibitörleri', ['IRAC', '10A']),
  s('Etoxazole', '153233-91-1', 'Akar büyüme inhibitörleri', ['IRAC', '10B']),
  s('Pyriproxyfen', '95737-68-1', 'Juvenil hormon analogları', ['IRAC', '7C']),
  s('Parafin yağı', '8042-47-5', 'Mineral yağlar', null, false, null),
  // Exempt from MRLs (Reg. (EC) No 396/2005 Annex IV).
  s('Bacillus thuringiensis subsp. kurstaki', '68038-71-1', 'Mikrobiyal insektisitler', ['IRAC', '11A'], false, null),
  // Fungicides
  s('Azoxystrobin', '131860-33-8', 'Strobilurinler (QoI)', ['FRAC', '11']),
  s('Trifloxystrobin', '141517-21-7', 'Strobilurinler (QoI)', ['FRAC', '11']),
  s('Pyraclostrobin', '175013-18-0', 'Strobilurinler (QoI)', ['FRAC', '11']),
  s('Boscalid', '188425-85-6', 'SDHI karboksamidler', ['FRAC', '7']),
  s('Fluopyram', '658066-35-4', 'SDHI karboksamidler', ['FRAC', '7']),
  s('Difenoconazole', '119446-68-3', 'Triazoller (DMI)', ['FRAC', '3']),
  s('Tebuconazole', '107534-96-3', 'Triazoller (DMI)', ['FRAC', '3']),
  s('Cyprodinil', '121552-61-2', 'Anilinopirimidinler', ['FRAC', '9']),
  s('Fludioxonil', '131341-86-1', 'Fenilpiroller', ['FRAC', '12']),
  s('Metalaxyl-M', '70630-17-0', 'Fenilamidler', ['FRAC', '4']),
  s('Bakır hidroksit', '20427-59-2', 'İnorganik bakır bileşikleri', ['FRAC', 'M01'], false, 'Bakır bileşikleri (Cu olarak)'),
  s('Kükürt', '7704-34-9', 'İnorganik kükürt', ['FRAC', 'M02'], false, null),
  s('Mancozeb', '8018-01-7', 'Ditiyokarbamatlar', ['FRAC', 'M03'], true, 'Ditiyokarbamatlar (CS2 olarak)'),
  s('Captan', '133-06-2', 'Ftalimidler', ['FRAC', 'M04']),
  // Herbicides
  s('Glyphosate', '1071-83-6', 'Glisinler', ['HRAC', '9'], true),
  s('Clodinafop-propargyl', '105512-06-9', 'Ariloksifenoksipropiyonatlar (FOP)', ['HRAC', '1']),
  s('Fluazifop-P-butyl', '79241-46-6', 'Ariloksifenoksipropiyonatlar (FOP)', ['HRAC', '1']),
  s('Pinoxaden', '243973-20-8', 'Fenilpirazolinler (DEN)', ['HRAC', '1']),
  s('2,4-D', '94-75-7', 'Fenoksi-karboksilatlar', ['HRAC', '4'], true),
  s('Pendimethalin', '40487-42-1', 'Dinitroanilinler', ['HRAC', '3']),
  s('Tribenuron-methyl', '101200-48-0', 'Sülfonilüreler', ['HRAC', '2']),
  s('Nicosulfuron', '111991-09-4', 'Sülfonilüreler', ['HRAC', '2']),
  s('S-metolachlor', '87392-12-9', 'Kloroasetamidler', ['HRAC', '15']),
];
