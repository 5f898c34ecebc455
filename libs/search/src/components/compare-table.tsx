import { Table } from '@mantine/core';
import { searchDetailPath, type UseOption } from '@portal/contracts';
import type { ReactNode } from 'react';
import { daysText, hoursText, orDash } from '@portal/shared/util';
import { beeToxicityText, concentrationText, doseText, moaText, timesText, waterText } from './search-text';
import { licenceStateText } from './licence-status-badge';
import { SearchLink } from './search-link';

const rows: readonly (readonly [string, (o: UseOption) => ReactNode])[] = [
  ['Ruhsat sahibi', (o) => o.company.name],
  ['Formülasyon', (o) => `${o.formulation.code} — ${o.formulation.name}`],
  [
    'Aktif maddeler ve oranları',
    (o) =>
      o.activeSubstances.length === 0
        ? '—'
        : o.activeSubstances.map((s) => (
            <div key={s.id}>
              {s.name} {concentrationText(s.concentration, s.concentrationUnit)}
              {s.prescriptionRequired ? ' (B-Reçete)' : ''}
            </div>
          )),
  ],
  ['Etki grupları', (o) => [...new Set(o.activeSubstances.filter((s) => s.moaCode).map((s) => moaText(s.moaScheme, s.moaCode)))].join(', ') || '—'],
  ['Doz', (o) => doseText(o.doseMin, o.doseMax, o.doseUnit.symbol)],
  ['Su miktarı', (o) => waterText(o.waterVolumeMin, o.waterVolumeMax)],
  ['Hasat öncesi bekleme', (o) => daysText(o.phiDays)],
  ['Arı bekleme süresi', (o) => daysText(o.beeWaitingDays)],
  ['Tekrar giriş süresi', (o) => hoursText(o.reEntryHours)],
  ['En fazla uygulama', (o) => timesText(o.maxApplications)],
  ['Uygulama aralığı', (o) => daysText(o.applicationIntervalDays)],
  ['Arıya zehirlilik', (o) => beeToxicityText(o.beeToxicity)],
  ['Biyolojik / düşük riskli', (o) => (o.lowRisk ? 'Evet' : 'Hayır')],
  ['Ruhsat durumu', (o) => licenceStateText(o)],
  ['Notlar', (o) => orDash(o.notes)],
];

/** The chosen products side by side: one column each, one row per fact. */
export function CompareTable({ options, caption }: { options: readonly UseOption[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={260 + options.length * 220}>
      <Table withColumnBorders verticalSpacing="xs" captionSide="top" layout="fixed">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Td w={220} />
            {options.map((o) => (
              <Table.Th key={o.licenceDetailId} scope="col">
                <SearchLink to={searchDetailPath('licenses', o.licenceId)} fw={700}>
                  {o.tradeName}
                </SearchLink>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([label, cell]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row">{label}</Table.Th>
              {options.map((o) => (
                <Table.Td key={o.licenceDetailId}>{cell(o)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
