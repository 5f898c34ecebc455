import { Table, Text } from '@mantine/core';
import { searchDetailPath, type ProductForUse } from '@portal/contracts';
import { RecordCard, RecordCardList, useNarrowScreen } from '@portal/shared/ui';
import { daysText } from '@portal/shared/util';
import { doseText } from './search-text';
import { ValidityBadge } from './licence-status-badge';
import { SearchLink } from './search-link';

/**
 * The products registered for one plant × organism: trade name (to its licence), number, dose,
 * PHI, substances, state. On a phone-wide screen each product is a card: state, dose and PHI first.
 */
export function ProductsForUseTable({ products, caption }: { products: readonly ProductForUse[]; caption: string }) {
  const narrow = useNarrowScreen();
  if (products.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        Ruhsatlı ürün yok.
      </Text>
    );
  if (narrow)
    return (
      <RecordCardList label={caption}>
        {products.map((p) => (
          <RecordCard
            key={p.licenceDetailId}
            name={p.tradeName}
            title={
              <SearchLink to={searchDetailPath('licenses', p.licenceId)} fw={700}>
                {p.tradeName}
              </SearchLink>
            }
            badge={<ValidityBadge valid={p.validToday} />}
            fields={[
              ['Doz', doseText(p.doseMin, p.doseMax, p.doseUnit.symbol)],
              ['Hasat öncesi bekleme', daysText(p.phiDays)],
              ['Ruhsat no', p.licenceNumber],
              ['Aktif maddeler', p.activeSubstances.map((s) => s.name).join(', ')],
            ]}
          />
        ))}
      </RecordCardList>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ticari ad</Table.Th>
            <Table.Th scope="col">Ruhsat no</Table.Th>
            <Table.Th scope="col">Aktif maddeler</Table.Th>
            <Table.Th scope="col">Doz</Table.Th>
            <Table.Th scope="col">Hasat öncesi bekleme</Table.Th>
            <Table.Th scope="col">Durum</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((p) => (
            <Table.Tr key={p.licenceDetailId}>
              <Table.Th scope="row" fw="normal">
                <SearchLink to={searchDetailPath('licenses', p.licenceId)} fw={600}>
                  {p.tradeName}
                </SearchLink>
              </Table.Th>
              <Table.Td>{p.licenceNumber}</Table.Td>
              <Table.Td>{p.activeSubstances.map((s) => s.name).join(', ') || '—'}</Table.Td>
              <Table.Td>{doseText(p.doseMin, p.doseMax, p.doseUnit.symbol)}</Table.Td>
              <Table.Td>{daysText(p.phiDays)}</Table.Td>
              <Table.Td>
                <ValidityBadge valid={p.validToday} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
