// A list of reference changes, one entry per item, with the words for an empty list.
import { Stack, Text } from '@mantine/core';
import type { ReferenceChange } from '@portal/contracts';
import { ChangeEntry } from './change-entry';

const separated = { borderTop: '1px solid var(--mantine-color-default-border)', paddingTop: 'var(--mantine-spacing-sm)' };

export function ChangeList({ changes, label, empty }: { changes: ReferenceChange[]; label: string; empty: string }) {
  if (changes.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" aria-label={label} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {changes.map((change, i) => (
        <li key={change.id} style={i > 0 ? separated : undefined}>
          <ChangeEntry change={change} />
        </li>
      ))}
    </Stack>
  );
}
