// "Limitler" (spec §2 `mrl`): residue limits by plant (MRL product) and active
// substance for a market (TR unless another is typed), in force only unless asked otherwise; a
// paged, sortable table whose status and expiry are said in words. Everything lives in the address.
import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import type { MrlEntry } from '@portal/contracts';
import { LoadError, Loading, SortHeader, TablePager } from '@portal/shared/ui';
import { useSearchParams } from 'react-router';
import { useMrlLimits } from '../api/get-mrl-limits';
import { dateText } from '@portal/shared/util';
import { mgText, productCode } from './mrl-text';
import { apiParamsOf, limitsViewFromParams, paramsOfLimitsView, type LimitsView } from './limits-url';
import { MarketInput } from './market-input';
import { MrlOptionSelect } from './mrl-option-select';

export function LimitsTab() {
  const [params, setParams] = useSearchParams();
  const view = limitsViewFromParams(params);
  const query = useMrlLimits(apiParamsOf(view));
  // A filter change starts again from the first page.
  const go = (change: Partial<LimitsView>, keepPage = false) => setParams(paramsOfLimitsView({ ...view, ...(keepPage ? {} : { page: 1 }), ...change }));
  const rows = query.data?.data ?? [];
  const count = query.data?.count ?? 0;
  // The filtered rows name the chosen product and substance when the address gave only their ids.
  const productLabel = rows.find((r) => r.product.id === view.product)?.product;
  const substanceLabel = rows.find((r) => r.activeSubstance.id === view.substance)?.activeSubstance.name;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md" wrap="wrap">
        <MrlOptionSelect
          kind="product"
          label="Bitki / ürün"
          placeholder="Ürün adı ya da kodu"
          value={view.product}
          knownLabel={productLabel ? `${productLabel.name} (${productCode(productLabel)})` : null}
          onChange={(option) => go({ product: option?.id ?? null })}
        />
        <MrlOptionSelect
          kind="substance"
          label="Aktif madde"
          placeholder="Madde adı"
          value={view.substance}
          knownLabel={substanceLabel ?? null}
          onChange={(option) => go({ substance: option?.id ?? null })}
        />
        <MarketInput value={view.market} onChange={(market) => go({ market })} />
        <Switch label="Yürürlükten kalkanları da göster" checked={view.includeExpired} onChange={(event) => go({ includeExpired: event.currentTarget.checked })} mb={8} />
      </Group>

      {query.isError ? (
        <LoadError title="Kalıntı limitleri alınamadı" error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Loading text="Kalıntı limitleri yükleniyor…" />
      ) : (
        <Stack gap="sm" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} aria-busy={query.isPlaceholderData}>
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Caption>{`${view.market} pazarı için kalıntı limitleri${view.includeExpired ? ' (yürürlükten kalkanlar dahil)' : ''}`}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader sortKey="product" sort={view.sort} order={view.order} onSort={(sort, order) => go({ sort: sort as LimitsView['sort'], order })}>
                    Ürün
                  </SortHeader>
                  <Table.Th>Ürün kodu</Table.Th>
                  <SortHeader sortKey="activeSubstance" sort={view.sort} order={view.order} onSort={(sort, order) => go({ sort: sort as LimitsView['sort'], order })}>
                    Aktif madde
                  </SortHeader>
                  <SortHeader sortKey="rate" sort={view.sort} order={view.order} onSort={(sort, order) => go({ sort: sort as LimitsView['sort'], order })}>
                    MRL (mg/kg)
                  </SortHeader>
                  <Table.Th>Pazar</Table.Th>
                  <SortHeader sortKey="date" sort={view.sort} order={view.order} onSort={(sort, order) => go({ sort: sort as LimitsView['sort'], order })}>
                    Tarih
                  </SortHeader>
                  <Table.Th>Durum</Table.Th>
                  <Table.Th>Yürürlük</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={8}>
                      <Text fz="sm" c="dimmed" ta="center" py="md">
                        Bu seçimle eşleşen kalıntı limiti yok.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  rows.map((row) => <LimitRow key={row.id} row={row} />)
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePager
            page={view.page}
            pageCount={Math.max(1, Math.ceil(count / view.limit))}
            limit={view.limit}
            total={count}
            onPage={(page) => go({ page }, true)}
            onLimit={(limit) => go({ limit })}
          />
        </Stack>
      )}
    </Stack>
  );
}

function LimitRow({ row }: { row: MrlEntry }) {
  return (
    <Table.Tr>
      <Table.Td>{row.product.name}</Table.Td>
      <Table.Td>{productCode(row.product)}</Table.Td>
      <Table.Td>{row.activeSubstance.name}</Table.Td>
      <Table.Td fw={600}>{mgText(row.rate)}</Table.Td>
      <Table.Td>{row.market}</Table.Td>
      <Table.Td>{dateText(row.date)}</Table.Td>
      <Table.Td>
        <Badge color={row.status ? 'green' : 'gray'} variant="light">
          {row.status ? 'Aktif' : 'Pasif'}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Badge color={row.expireStatus ? 'red' : 'teal'} variant={row.expireStatus ? 'filled' : 'light'}>
          {row.expireStatus ? 'Yürürlükten kalktı' : 'Yürürlükte'}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}
