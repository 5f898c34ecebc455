import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { StageKindLabel } from '@portal/contracts';
import { ConfirmDialog } from '@portal/shared/ui';
import { IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { OutboxEntry } from '../offline/outbox';
import { dateText } from '@portal/shared/util';

export interface OutboxListProps {
  entries: OutboxEntry[];
  onSend(): void;
  /** Deletes a refused entry from the device (after the controller confirms). */
  onRemove(clientId: string): void;
}

const entryText = (e: OutboxEntry) => `${e.lotCode}: ${StageKindLabel[e.input.kind]}, ${dateText(e.input.date)}`;

/** Stages kept on this device: what waits for the connection and what was refused. */
export function OutboxList({ entries, onSend, onRemove }: OutboxListProps) {
  const [confirming, setConfirming] = useState<string | null>(null);
  if (entries.length === 0) return null;
  const waiting = entries.filter((e) => !e.error);
  // The dialog names the entry: several refused ones may wait side by side.
  const toRemove = entries.find((e) => e.input.clientId === confirming);
  return (
    <Alert color="blue" variant="light" icon={<IconCloudUpload aria-hidden />} title="Cihazda bekleyen kayıtlar" role="region" aria-label="Cihazda bekleyen kayıtlar">
      <Stack gap="xs">
        {waiting.length > 0 && <Text fz="sm">{waiting.length} aşama bağlantı gelince gönderilecek.</Text>}
        <List fz="sm" spacing={6}>
          {entries.map((e) => (
            <List.Item key={e.input.clientId}>
              <Stack gap={2}>
                <Text fz="sm">
                  {entryText(e)}
                  {e.photos ? ` (${e.photos} fotoğraf)` : ''}
                </Text>
                {e.error && (
                  <>
                    <Text fz="sm" c="red.8">
                      Kabul edilmedi: {e.error}
                    </Text>
                    <Button size="compact-sm" variant="subtle" color="red" w="fit-content" onClick={() => setConfirming(e.input.clientId)}>
                      Cihazdan sil
                    </Button>
                  </>
                )}
              </Stack>
            </List.Item>
          ))}
        </List>
        {waiting.length > 0 && (
          <Button size="xs" variant="light" w="fit-content" onClick={onSend}>
            Şimdi gönder
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title="Kayıt cihazdan silinsin mi?"
        confirmLabel="Evet, sil"
        color="red"
        busy={false}
        error={null}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onRemove(confirming);
          setConfirming(null);
        }}
      >
        {toRemove ? `${entryText(toRemove)} kaydı bu cihazdan silinir ve gönderilmez.` : ''}
      </ConfirmDialog>
    </Alert>
  );
}
