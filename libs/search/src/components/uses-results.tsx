import { Alert, Button, Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { MAX_COMPARED, searchDetailPath, type UseOption, type UsesResponse } from '@portal/contracts';
import { RecordCard, RecordCardList, useNarrowScreen } from '@portal/shared/ui';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { CompareTable } from './compare-table';
import { daysText } from '@portal/shared/util';
import { beeToxicityText, doseText } from './search-text';
import { LicenceStatusBadge, WholeBadge } from './licence-status-badge';
import { SearchLink } from './search-link';
import { SubstanceList } from './substance-list';

const countText = (n: number) => `${n.toLocaleString('tr-TR')} ürün`;

/**
 * The ranked answer of the plant × pest query with a checkbox per product to
 * compare up to MAX_COMPARED side by side; a further pick is refused with the reason.
 */
export function UsesResults({ answer, compared, onCompare }: { answer: UsesResponse['data']; compared: readonly number[]; onCompare(ids: number[]): void }) {
  const [refused, setRefused] = useState(false);
  const narrow = useNarrowScreen();
  const { plant, harmfulOrganism, options } = answer;
  const caption = `${plant.name} — ${harmfulOrganism.name} için ruhsatlı ürünler`;
  const picked = compared.map((id) => options.find((o) => o.licenceDetailId === id)).filter((o): o is UseOption => o !== undefined);
  const missing = compared.length - picked.length;

  const toggle = (option: UseOption, checked: boolean) => {
    if (!checked) {
      setRefused(false);
      onCompare(compared.filter((id) => id !== option.licenceDetailId));
    } else if (compared.length >= MAX_COMPARED) {
      setRefused(true);
    } else {
      setRefused(false);
      onCompare([...compared, option.licenceDetailId]);
    }
  };

  return (
    <Stack gap="md">
      <Text fw={600} role="status" aria-live="polite">
        {plant.name} — {harmfulOrganism.name}: {countText(options.length)}
      </Text>
      {options.length === 0 ? (
        <Stack gap={4} py="lg" align="center">
          <Text fw={600}>Bu bitki ve zararlı için seçilen koşullara uyan ruhsatlı ürün bulunamadı</Text>
          <Text c="dimmed" fz="sm">
            Filtreleri gevşetin ya da geçerli olmayan ruhsatları da gösterin.
          </Text>
        </Stack>
      ) : (
        <>
          <Text c="dimmed" fz="sm">
            Sıralama: bugün geçerli olanlar önce, sonra hasat öncesi bekleme süresi kısa olan, arıya güvenli olan ve daha az reçeteli madde
            içeren. Karşılaştırmak için en çok {MAX_COMPARED} ürün seçin.
          </Text>
          {narrow ? (
            <RecordCardList label={caption}>
              {options.map((o) => (
                <RecordCard
                  key={o.licenceDetailId}
                  name={o.tradeName}
                  title={
                    <SearchLink to={searchDetailPath('licenses', o.licenceId)} fw={700}>
                      {o.tradeName}
                    </SearchLink>
                  }
                  badge={
                    <>
                      <LicenceStatusBadge licence={o} />
                      {o.lowRisk && <WholeBadge color="teal">Düşük riskli</WholeBadge>}
                    </>
                  }
                  fields={[
                    ['Doz', doseText(o.doseMin, o.doseMax, o.doseUnit.symbol)],
                    ['Hasat öncesi bekleme', daysText(o.phiDays)],
                    ['Aktif maddeler (etki grubu)', <SubstanceList key="s" substances={o.activeSubstances} links={false} />],
                    ['Arıya zehirlilik', beeToxicityText(o.beeToxicity)],
                    ['Ruhsat', `${o.licenceNumber} · ${o.company.name}`],
                  ]}
                >
                  <Checkbox
                    label="Karşılaştır"
                    aria-label={`${o.tradeName} ürününü karşılaştır`}
                    checked={compared.includes(o.licenceDetailId)}
                    onChange={(event) => toggle(o, event.currentTarget.checked)}
                  />
                </RecordCard>
              ))}
            </RecordCardList>
          ) : (
            <Table.ScrollContainer minWidth={960}>
              <Table striped highlightOnHover verticalSpacing="sm" captionSide="top">
                <Table.Caption>{caption}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col" w={110}>
                      Karşılaştır
                    </Table.Th>
                    <Table.Th scope="col">Ticari ad</Table.Th>
                    <Table.Th scope="col">Aktif maddeler (etki grubu)</Table.Th>
                    <Table.Th scope="col">Doz</Table.Th>
                    <Table.Th scope="col">Hasat öncesi bekleme</Table.Th>
                    <Table.Th scope="col">Arıya zehirlilik</Table.Th>
                    <Table.Th scope="col">Durum</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {options.map((o) => (
                    <Table.Tr key={o.licenceDetailId}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`${o.tradeName} ürününü karşılaştır`}
                          checked={compared.includes(o.licenceDetailId)}
                          onChange={(event) => toggle(o, event.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Th scope="row" fw="normal">
                        <SearchLink to={searchDetailPath('licenses', o.licenceId)} fw={600}>
                          {o.tradeName}
                        </SearchLink>
                        <Text fz="xs" c="dimmed">
                          {o.licenceNumber} · {o.company.name}
                        </Text>
                      </Table.Th>
                      <Table.Td>
                        <SubstanceList substances={o.activeSubstances} links={false} />
                      </Table.Td>
                      <Table.Td>{doseText(o.doseMin, o.doseMax, o.doseUnit.symbol)}</Table.Td>
                      <Table.Td>{daysText(o.phiDays)}</Table.Td>
                      <Table.Td>{beeToxicityText(o.beeToxicity)}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <LicenceStatusBadge licence={o} />
                          {o.lowRisk && (
                            <WholeBadge color="teal">Düşük riskli</WholeBadge>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}

      {/* Always present, so a refused pick is read out when it happens. */}
      <div role="alert">
        {refused && (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} title={`En çok ${MAX_COMPARED} ürün karşılaştırılabilir`}>
            Başka bir ürün eklemek için önce seçili ürünlerden birini çıkarın.
          </Alert>
        )}
      </div>

      {compared.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="uses-compare-title">
          <Group justify="space-between" align="center">
            <Title order={2} fz="h3" id="uses-compare-title">
              Karşılaştırma ({picked.length}/{MAX_COMPARED})
            </Title>
            <Button
              variant="subtle"
              onClick={() => {
                setRefused(false);
                onCompare([]);
              }}
            >
              Seçimi temizle
            </Button>
          </Group>
          {missing > 0 && (
            <Text c="dimmed" fz="sm">
              Seçtiğiniz {missing} ürün bu filtrelerle listede değil.
            </Text>
          )}
          {picked.length >= 2 ? (
            <CompareTable options={picked} caption={`Seçilen ${picked.length} ürünün karşılaştırması`} />
          ) : (
            <Text c="dimmed" fz="sm">
              Karşılaştırmak için en az iki ürün seçin.
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
