import { Badge, Table, Text } from '@mantine/core';
import type { MrlEntry } from '@portal/contracts';
import { dateText, orDash } from '@portal/shared/util';
import { figureText } from './search-text';

/** Residue limits: product and code, substance, mg/kg, market, date and whether it is in force (in words). */
export function MrlTable({ mrls, caption, empty }: { mrls: readonly MrlEntry[]; caption: string; empty: string }) {
  if (mrls.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs" captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ürün (bitki)</Table.Th>
            <Table.Th scope="col">Aktif madde</Table.Th>
            <Table.Th scope="col">MRL (mg/kg)</Table.Th>
            <Table.Th scope="col">Pazar</Table.Th>
            <Table.Th scope="col">Tarih</Table.Th>
            <Table.Th scope="col">Durum</Table.Th>
            <Table.Th scope="col">Açıklama</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mrls.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Th scope="row" fw="normal">
                {m.product.name}{' '}
                <Text span c="dimmed" fz="sm">
                  ({m.product.code}
                  {m.product.subCode ? `-${m.product.subCode}` : ''})
                </Text>
              </Table.Th>
              <Table.Td>{m.activeSubstance.name}</Table.Td>
              <Table.Td>{figureText(m.rate)}</Table.Td>
              <Table.Td>{m.market}</Table.Td>
              <Table.Td>{dateText(m.date)}</Table.Td>
              <Table.Td>
                {m.expireStatus ? (
                  <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
                    Yürürlükten kalktı
                  </Badge>
                ) : (
                  <Badge color="green" variant="light" style={{ textTransform: 'none' }}>
                    Yürürlükte
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{orDash(m.description)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
