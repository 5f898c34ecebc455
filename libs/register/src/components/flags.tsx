// A record's flags (contracts register.ts `flags`: another product, more than the prescription
// allows, a harvest inside the waiting period…) as coloured alerts with their Turkish text:
// red for an error, amber for a warning, blue for a note.
import { Alert, Stack } from '@mantine/core';
import type { FindingDto } from '@portal/contracts';
import { IconAlertCircle, IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

const look = {
  error: { color: 'red', title: 'Hata', Icon: IconAlertCircle },
  warning: { color: 'orange', title: 'Uyarı', Icon: IconAlertTriangle },
  info: { color: 'blue', title: 'Bilgi', Icon: IconInfoCircle },
} as const;

const order = { error: 0, warning: 1, info: 2 } as const;

/** The flags, worst first; nothing when there are none. */
export function FlagAlerts({ flags, label = 'İşaretler' }: { flags: readonly FindingDto[]; label?: string }) {
  if (flags.length === 0) return null;
  const sorted = [...flags].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <Stack gap={6} role="list" aria-label={label}>
      {sorted.map((f, i) => {
        const { color, title, Icon } = look[f.severity];
        return (
          <Alert key={`${f.code}-${f.lineKey ?? ''}-${i}`} role="listitem" color={color} variant="light" p="xs" icon={<Icon size={18} aria-hidden />} title={title} data-severity={f.severity}>
            {f.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
