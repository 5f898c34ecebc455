import { Button, Group, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { PageSizes, type CountKind } from '@portal/contracts';
import { useState, type FormEvent } from 'react';

export interface TablePagerProps {
  page: number;
  /** At least 1. */
  pageCount: number;
  limit: number;
  /** Records in the whole list. */
  total: number;
  /** How exact `total` is: an estimate of a very large list, or a lower bound of a broad search. */
  countKind?: CountKind;
  onPage(page: number): void;
  onLimit(limit: number): void;
}

/** Spec §5: the jump box takes a whole page number from 1 to the page count; anything else is ignored. */
export function parseJumpPage(text: string, pageCount: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : null;
}

/** 1.234 kayıt; 'yaklaşık 1.000.000' for an estimate; 'en az 10.000' for a capped count. */
function totalText(total: number, kind: CountKind | undefined): string {
  const n = total.toLocaleString('tr-TR');
  return kind === 'estimate' ? `Yaklaşık ${n}` : kind === 'atLeast' ? `En az ${n}` : n;
}

const controlLabels = { first: 'İlk sayfa', previous: 'Önceki sayfa', next: 'Sonraki sayfa', last: 'Son sayfa' } as const;

/**
 * Paging of a list (spec §9): page size 10/25/50/100, page buttons for the first, last, current
 * and neighbouring pages with an ellipsis between, and the 'Sayfaya git' jump box (spec §5).
 */
export function TablePager({ page, pageCount, limit, total, countKind, onPage, onLimit }: TablePagerProps) {
  const [jump, setJump] = useState('');
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);

  const submitJump = (event: FormEvent) => {
    event.preventDefault();
    const target = parseJumpPage(jump, pageCount);
    if (target === null) return;
    setJump('');
    if (target !== page) onPage(target);
  };

  return (
    <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Sayfa başına kayıt"
          size="xs"
          w={150}
          value={String(limit)}
          data={PageSizes.map(String)}
          onChange={(event) => onLimit(Number(event.currentTarget.value))}
        />
        <Text fz="sm" c="dimmed" role="status" aria-live="polite">
          {total === 0 ? 'Kayıt yok' : `${totalText(total, countKind)} kayıttan ${from}–${to} arası gösteriliyor`}
        </Text>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <nav aria-label="Sayfalar">
          <Pagination
            total={pageCount}
            value={page}
            onChange={onPage}
            boundaries={1}
            siblings={1}
            withEdges
            size="sm"
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(p) => ({ 'aria-label': `Sayfa ${p}` })}
          />
        </nav>
        <form onSubmit={submitJump}>
          <Group gap={6} align="flex-end" wrap="nowrap">
            <TextInput
              label="Sayfaya git"
              size="xs"
              w={96}
              inputMode="numeric"
              autoComplete="off"
              placeholder={`1–${pageCount}`}
              value={jump}
              onChange={(event) => setJump(event.currentTarget.value)}
            />
            <Button type="submit" size="xs" variant="default">
              Git
            </Button>
          </Group>
        </form>
      </Group>
    </Group>
  );
}
