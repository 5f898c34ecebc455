// The one status badge of a prescription (prescriptionDisplayStatus in contracts), for the list,
// the detail and the home panel alike. Never clipped: no fixed or maximum width, its label wraps
// in a narrow column instead of being cut with an ellipsis.
import { Badge } from '@mantine/core';
import { prescriptionDisplayStatus, PrescriptionDisplayStatusLabel, type PrescriptionDisplayStatus } from '@portal/contracts';

const look: Record<PrescriptionDisplayStatus, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  deleted: { color: 'dark', variant: 'outline' },
  cancelled: { color: 'red', variant: 'filled' },
  archived: { color: 'gray', variant: 'light' },
  active: { color: 'green', variant: 'light' },
};

export function PrescriptionStatusBadge({ prescription }: { prescription: Parameters<typeof prescriptionDisplayStatus>[0] }) {
  const status = prescriptionDisplayStatus(prescription);
  return (
    <Badge
      {...look[status]}
      maw="none"
      h="auto"
      data-status={status}
      styles={{ root: { flexShrink: 0, whiteSpace: 'normal' }, label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal' } }}
    >
      {PrescriptionDisplayStatusLabel[status]}
    </Badge>
  );
}
