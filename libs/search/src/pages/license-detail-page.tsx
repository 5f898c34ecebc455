import { Alert, Stack, Table, Text } from '@mantine/core';
import { OriginLabel, searchDetailPath, type LicenseDetail, type Origin } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useLicenseDetail } from '../api/get-license-detail';
import { DetailHeading } from '../components/detail-heading';
import { DetailLoader, useRouteId } from '../components/detail-loader';
import { dateText, daysText, hoursText, orDash } from '@portal/shared/util';
import { beeToxicityText, concentrationText, doseText, moaText, timesText, waterText } from '../components/search-text';
import { InfoList } from '@portal/shared/ui';
import { LicenceStatusBadge } from '../components/licence-status-badge';
import { MrlTable } from '../components/mrl-table';
import { SearchLink } from '../components/search-link';
import { SectionCard } from '../components/section-card';
import { PrescriptionRequiredBadge } from '../components/substance-list';

/**
 * `search/licenses/:id`: a licensed product — its number, dates, holder,
 * formulation, state, origin and bee toxicity; its substances; the table of registered uses;
 * its warnings; the MRLs of its substances.
 */
export function LicenseDetailPage() {
  const id = useRouteId();
  const query = useLicenseDetail(id ?? 0, id !== null);
  return (
    <DetailLoader section="licenses" id={id} query={query}>
      {(licence) => <LicenseView licence={licence} />}
    </DetailLoader>
  );
}

function LicenseView({ licence }: { licence: LicenseDetail }) {
  return (
    <Stack gap="lg">
      <DetailHeading kind="Ruhsatlı ürün" title={licence.tradeName} recordKey={licence.id} marks={<LicenceStatusBadge licence={licence} />} />
      <SectionCard title="Ruhsat bilgileri">
        <InfoList
          items={[
            ['Ruhsat numarası', licence.licenceNumber],
            ['Ruhsat tarihi', dateText(licence.licenceDate)],
            ['Geçerlilik sonu', licence.expiryDate ? dateText(licence.expiryDate) : 'Süresiz'],
            ...(licence.cancelledOn ? ([['İptal tarihi', dateText(licence.cancelledOn)]] as const) : []),
            ['Ruhsat sahibi', licence.company.name],
            ['Formülasyon', `${licence.formulation.code} — ${licence.formulation.name}`],
            ['Ruhsat grubu', licence.licenceGroup.name],
            ['Menşei', OriginLabel[licence.origin as Origin] ?? '—'],
            ['Arıya zehirlilik', beeToxicityText(licence.beeToxicity)],
          ]}
        />
      </SectionCard>

      <SectionCard title="Aktif maddeler">
        <Table.ScrollContainer minWidth={520}>
          <Table striped verticalSpacing="xs" captionSide="top">
            <Table.Caption>{licence.tradeName} ürününün aktif maddeleri</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Aktif madde</Table.Th>
                <Table.Th scope="col">Oran</Table.Th>
                <Table.Th scope="col">Etki grubu</Table.Th>
                <Table.Th scope="col">B-Reçete</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {licence.activeSubstances.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Th scope="row" fw="normal">
                    <SearchLink to={searchDetailPath('active-substances', s.id)} fw={600}>
                      {s.name}
                    </SearchLink>
                  </Table.Th>
                  <Table.Td>{concentrationText(s.concentration, s.concentrationUnit)}</Table.Td>
                  <Table.Td>{moaText(s.moaScheme, s.moaCode)}</Table.Td>
                  <Table.Td>{s.prescriptionRequired ? <PrescriptionRequiredBadge /> : 'Gerekmez'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SectionCard>

      <SectionCard title="Ruhsatlı kullanımlar">
        {licence.uses.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Bu ürün için kayıtlı kullanım yok.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={1100}>
            <Table striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>{licence.tradeName} ürününün ruhsatlı kullanımları (bitki ve zararlıya göre)</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Bitki</Table.Th>
                  <Table.Th scope="col">Hastalık / zararlı</Table.Th>
                  <Table.Th scope="col">Doz</Table.Th>
                  <Table.Th scope="col">Su miktarı</Table.Th>
                  <Table.Th scope="col">Hasat öncesi bekleme</Table.Th>
                  <Table.Th scope="col">Arı bekleme süresi</Table.Th>
                  <Table.Th scope="col">Tekrar giriş</Table.Th>
                  <Table.Th scope="col">En fazla uygulama</Table.Th>
                  <Table.Th scope="col">Uygulama aralığı</Table.Th>
                  <Table.Th scope="col">Not</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {licence.uses.map((u) => (
                  <Table.Tr key={u.licenceDetailId}>
                    <Table.Th scope="row" fw="normal">
                      <SearchLink to={searchDetailPath('plants', u.plant.id)}>{u.plant.name}</SearchLink>
                    </Table.Th>
                    <Table.Td>
                      <SearchLink to={searchDetailPath('harmful-orgs', u.harmfulOrganism.id)}>{u.harmfulOrganism.name}</SearchLink>
                    </Table.Td>
                    <Table.Td>{doseText(u.doseMin, u.doseMax, u.doseUnit.symbol)}</Table.Td>
                    <Table.Td>{waterText(u.waterVolumeMin, u.waterVolumeMax)}</Table.Td>
                    <Table.Td>{daysText(u.phiDays)}</Table.Td>
                    <Table.Td>{daysText(u.beeWaitingDays)}</Table.Td>
                    <Table.Td>{hoursText(u.reEntryHours)}</Table.Td>
                    <Table.Td>{timesText(u.maxApplications)}</Table.Td>
                    <Table.Td>{daysText(u.applicationIntervalDays)}</Table.Td>
                    <Table.Td>{orDash(u.notes)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>

      <SectionCard title="Uyarılar">
        {licence.warnings ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Etikette yer alan uyarılar">
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {licence.warnings}
            </Text>
          </Alert>
        ) : (
          <Text c="dimmed" fz="sm">
            Kayıtlı uyarı yok.
          </Text>
        )}
      </SectionCard>

      <SectionCard title="Aktif maddelerinin kalıntı limitleri (MRL)">
        <MrlTable mrls={licence.mrls} caption={`${licence.tradeName} aktif maddelerinin yürürlükteki kalıntı limitleri`} empty="Aktif maddeleri için kayıtlı kalıntı limiti yok." />
      </SectionCard>
    </Stack>
  );
}
