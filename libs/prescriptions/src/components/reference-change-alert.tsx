// A prescription touched by a reference change: a licence on it cancelled or expired,
// an MRL of its plant and substances changed. Each open change is said in words, with when it
// happened; "Okudum" records that the member has seen them (POST prescription/{id}/acknowledge-changes).
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { describeReferenceChange, ReferenceChangeKindLabels, type PrescriptionChangeFlag } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useAcknowledgeChanges } from '../api/post-acknowledge-changes';
import { dateTimeText } from '@portal/shared/util';

export interface ReferenceChangeAlertProps {
  prescriptionId: number;
  flags: PrescriptionChangeFlag[] | undefined;
}

/** Everyone who may open the prescription (the member's professionals) may acknowledge its changes. */
export function ReferenceChangeAlert({ prescriptionId, flags }: ReferenceChangeAlertProps) {
  const acknowledge = useAcknowledgeChanges(prescriptionId);
  const open = (flags ?? []).filter((f) => f.acknowledgedAt === null);
  if (open.length === 0) return null;
  const onRead = () =>
    acknowledge.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, message: 'Değişiklikler okundu olarak işaretlendi.' }),
      onError: (error) => notifications.show({ color: 'red', title: 'İşaretlenemedi', message: errorMessage(error) }),
    });
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Bu reçeteyi etkileyen referans veri değişikliği" className="rx-no-print" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">Reçete düzenlendikten sonra kullandığı ruhsat ya da kalıntı limiti değişti. Reçeteyi gözden geçirin; gerekirse düzeltin.</Text>
        <List spacing={4} fz="sm">
          {open.map(({ change }) => (
            <List.Item key={change.id}>
              <Text span fw={600} fz="sm">
                {ReferenceChangeKindLabels[change.kind]}
              </Text>{' '}
              ({dateTimeText(change.occurredAt)}): {describeReferenceChange(change)}
            </List.Item>
          ))}
        </List>
        <Button size="xs" variant="light" color="orange" leftSection={<IconCheck size={16} aria-hidden />} loading={acknowledge.isPending} onClick={onRead}>
          Okudum
        </Button>
      </Stack>
    </Alert>
  );
}
