import { Stack, Table, Text } from '@mantine/core';
import { searchDetailPath, type ActiveSubstanceDetail } from '@portal/contracts';
import { useActiveSubstanceDetail } from '../api/get-active-substance-detail';
import { DetailHeading } from '../components/detail-heading';
import { DetailLoader, useRouteId } from '../components/detail-loader';
import { concentrationText, moaText } from '../components/search-text';
import { InfoList } from '@portal/shared/ui';
import { LicenceStatusBadge } from '../components/licence-status-badge';
import { MrlTable } from '../components/mrl-table';
import { SearchLink } from '../components/search-link';
import { SectionCard } from '../components/section-card';
import { PrescriptionRequiredBadge } from '../components/substance-list';

/**
 * `search/active-substances/:id`: a substance's group, MoA group, whether it is on the
 * prescription-required (B-Reçete) list and low-risk; the products that contain it; its MRLs by product.
 */
export function ActiveSubstanceDetailPage() {
  const id = useRouteId();
  const query = useActiveSubstanceDetail(id ?? 0, id !== null);
  return (
    <DetailLoader section="active-substances" id={id} query={query}>
      {(substance) => <ActiveSubstanceView substance={substance} />}
    </DetailLoader>
  );
}

function ActiveSubstanceView({ substance: s }: { substance: ActiveSubstanceDetail }) {
  return (
    <Stack gap="lg">
      <DetailHeading kind="Aktif madde" title={s.name} recordKey={s.id} aliases={s.aliases} marks={s.prescriptionRequired ? <PrescriptionRequiredBadge /> : undefined} />
      <SectionCard title="Aktif madde bilgileri">
        <InfoList
          items={[
            ['CAS numarası', s.casNumber],
            ['Grup', s.group?.name],
            ['Etki grubu', moaText(s.moaScheme, s.moaCode)],
            ['Reçete gerektiren (B-Reçete) listesinde', s.prescriptionRequired ? 'Evet — satışı ve kullanımı reçeteyle' : 'Hayır'],
            ['Biyolojik / düşük riskli', s.lowRisk ? 'Evet' : 'Hayır'],
            ['Geçerli ruhsatlı ürün', String(s.productCount)],
          ]}
        />
      </SectionCard>

      <SectionCard title="İçeren ürünler">
        {s.products.length === 0 ? (
          <Text c="dimmed" fz="sm">
            Bu aktif maddeyi içeren ruhsatlı ürün yok.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" captionSide="top">
              <Table.Caption>{s.name} içeren ürünler</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Ticari ad</Table.Th>
                  <Table.Th scope="col">Ruhsat no</Table.Th>
                  <Table.Th scope="col">Ruhsat sahibi</Table.Th>
                  <Table.Th scope="col">Oran</Table.Th>
                  <Table.Th scope="col">Durum</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.products.map((p) => (
                  <Table.Tr key={p.licenceId}>
                    <Table.Th scope="row" fw="normal">
                      <SearchLink to={searchDetailPath('licenses', p.licenceId)} fw={600}>
                        {p.tradeName}
                      </SearchLink>
                    </Table.Th>
                    <Table.Td>{p.licenceNumber}</Table.Td>
                    <Table.Td>{p.company.name}</Table.Td>
                    <Table.Td>{concentrationText(p.concentration, p.concentrationUnit)}</Table.Td>
                    <Table.Td>
                      <LicenceStatusBadge licence={p} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </SectionCard>

      <SectionCard title="Kalıntı limitleri (MRL)">
        <MrlTable mrls={s.mrls} caption={`${s.name} için ürünlere göre kalıntı limitleri`} empty="Bu aktif madde için kayıtlı kalıntı limiti yok." />
      </SectionCard>
    </Stack>
  );
}
