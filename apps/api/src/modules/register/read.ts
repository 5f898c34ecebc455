// The register of an area and of a producer for a season (a calendar year): the season's
// prescriptions, the applications (register records and TRC spraying stages) and the harvests
// (register records and TRC harvest stages) in date order, with the season counted from what
// was done (recorded applications where a line has them, planned dates otherwise). The JSON
// routes, the PDF and the CSV/XLSX all read it from here.
import { istanbulDate, type AreaRegister, type ProducerRegister, type RegisterEntry } from '@portal/contracts';
import { checkSeason } from '@portal/domain/prescription';
import { asc, eq } from 'drizzle-orm';
import { producers, productionAreas, type Orm } from '../../platform/db';
import { ofMember, ownedOr404 } from '../../platform/tenancy';
import { applicationOf, harvestOf, prescriptionOf } from './rows';
import { countedApplications, doneApplications, flagsOfApplication, flagsOfHarvest, loadAreaSeason, producerNameOf, recordedOf, seasonRecordOf, type AreaSeason } from './season';

/** The season of today in Türkiye. */
export const currentSeason = () => Number(istanbulDate().slice(0, 4));

const ENTRY_ORDER: Record<RegisterEntry['type'], number> = { prescription: 0, application: 1, harvest: 2 };

/** The register of a loaded season. */
export function areaRegisterOf(season: AreaSeason): AreaRegister {
  const counted = countedApplications(season);
  const recorded = counted.map((a) => ({ a, r: recordedOf(season, a) }));
  const record = seasonRecordOf(season, recorded.map((x) => x.r));
  const done = doneApplications(season);

  const appliedOfLine = (prescriptionId: number, key: string) => recorded.filter((x) => x.r.lineKey === `${prescriptionId}:${key}`).length;
  const entries: RegisterEntry[] = [
    ...season.prescriptions.map((p): RegisterEntry => ({ type: 'prescription', date: istanbulDate(p.issuedAt), prescription: prescriptionOf(p, appliedOfLine) })),
    ...season.applications
      .filter((a) => a.date.startsWith(`${season.season}-`))
      .map((a): RegisterEntry => {
        const flags = a.rct?.withdrawnAt ? [] : flagsOfApplication(record, recordedOf(season, a).id);
        return { type: 'application', date: a.date, application: applicationOf(season, a, flags) };
      }),
    ...season.harvests.map((h): RegisterEntry => {
      const flags = h.rct?.withdrawnAt ? [] : flagsOfHarvest(done, { id: `${h.source}:${h.id}`, date: h.date });
      return { type: 'harvest', date: h.date, harvest: harvestOf(season, h, flags) };
    }),
  ];
  // Stable: within a day, the prescription, then the applications, then the harvests, each as loaded.
  entries.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : ENTRY_ORDER[x.type] - ENTRY_ORDER[y.type]));

  const check = checkSeason({ ...record, harvests: season.harvests.filter((h) => !h.rct?.withdrawnAt).map((h) => ({ id: `${h.source}:${h.id}`, date: h.date })) });
  return {
    season: season.season,
    area: { id: season.area.id, name: season.area.name, decares: season.area.decares, plantName: season.area.plantName, province: season.area.province, district: season.area.district },
    producer: season.area.producer,
    entries,
    counts: check.counts.map((c) => ({ kind: c.kind, id: c.id, name: c.name, count: c.count, maxApplications: c.maxApplications, source: c.source, text: c.text })),
    findings: check.findings,
  };
}

/** GET register/area/{id}: the member's area (404 otherwise) in `season` (default: this year in Türkiye). */
export async function loadAreaRegister(db: Orm, memberId: number, areaId: number, season: number = currentSeason()): Promise<AreaRegister> {
  return areaRegisterOf(await loadAreaSeason(db, memberId, areaId, season));
}

/** GET register/producer/{id}: each of the member's producer's areas (404 for another member's producer). */
export async function loadProducerRegister(db: Orm, memberId: number, producerId: number, season: number = currentSeason()): Promise<ProducerRegister> {
  const producer = await ownedOr404(db, producers, memberId, producerId, { notFound: 'Üretici bulunamadı.' });
  const areas = await db
    .select({ id: productionAreas.id })
    .from(productionAreas)
    .where(ofMember(productionAreas, memberId, eq(productionAreas.producerId, producerId)))
    .orderBy(asc(productionAreas.name), asc(productionAreas.id));
  const registers: AreaRegister[] = [];
  for (const { id } of areas) registers.push(areaRegisterOf(await loadAreaSeason(db, memberId, id, season)));
  return { season, producer: { id: producer.id, name: producerNameOf(producer) }, areas: registers };
}
