import { Text, Timeline } from '@mantine/core';
import { MemberActionLabel, memberStatusLabel, type MemberHistoryEntry } from '@portal/contracts';
import { IconHistory } from '@tabler/icons-react';
import { dateTimeText } from '@portal/shared/util';

const otherLabels = { register: 'Kayıt', edit: 'Bilgiler düzenlendi', expire: 'Süre doldu' } as const;

const labelOf = (action: MemberHistoryEntry['action']) => (action in MemberActionLabel ? MemberActionLabel[action as keyof typeof MemberActionLabel] : otherLabels[action as keyof typeof otherLabels]);

/** A member's history: each change with its move, from → to, the note, who and when; newest first. */
export function MemberHistory({ entries }: { entries: readonly MemberHistoryEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Henüz bir değişiklik yok.</Text>;
  const sorted = [...entries].sort((a, b) => b.occurredAt.localeCompare(a.occurredAt));
  return (
    <Timeline active={sorted.length} bulletSize={22} lineWidth={2}>
      {sorted.map((entry) => (
        <Timeline.Item key={entry.id} bullet={<IconHistory size={12} aria-hidden />} title={labelOf(entry.action)}>
          {(entry.fromStatus !== null || entry.toStatus !== null) && entry.fromStatus !== entry.toStatus && (
            <Text fz="sm">
              {entry.fromStatus === null ? '—' : memberStatusLabel(entry.fromStatus)} → {entry.toStatus === null ? '—' : memberStatusLabel(entry.toStatus)}
            </Text>
          )}
          {entry.note && (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.note}
            </Text>
          )}
          <Text fz="xs" c="dimmed" mt={4}>
            {entry.actorName ?? 'Sistem'} · <time dateTime={entry.occurredAt}>{dateTimeText(entry.occurredAt)}</time>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
