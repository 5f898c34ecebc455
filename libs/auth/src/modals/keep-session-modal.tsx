import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useAtom, useStore } from 'jotai';
import { useEffect, useState } from 'react';
import { accessTokenAtom, keepSessionModalAtom } from '../session/session-atoms';
import { useSessionClient } from '@portal/shared/api-client';
import { useLogout } from '../session/use-logout';

export interface KeepSessionModalProps {
  /** Without an answer the session is closed after this long. */
  graceMs?: number;
}

/** A session that is not remembered, idle for a while: stay signed in (a token refresh) or log out. */
export function KeepSessionModal({ graceMs = 60_000 }: KeepSessionModalProps) {
  const [opened, setOpened] = useAtom(keepSessionModalAtom);
  const [busy, setBusy] = useState(false);
  const store = useStore();
  const client = useSessionClient();
  const logout = useLogout();

  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => void logout(), graceMs);
    return () => window.clearTimeout(timer);
  }, [opened, graceMs, logout]);

  const keep = async () => {
    setBusy(true);
    const token = await client.refreshAccessToken().catch(() => null);
    setBusy(false);
    if (!token) return logout();
    store.set(accessTokenAtom, token);
    setOpened(false);
  };

  return (
    <Modal opened={opened} onClose={() => void keep()} title="Oturumunuz açık kalsın mı?" centered>
      <Stack gap="md">
        <Text>Bir süredir işlem yapmadınız. Güvenliğiniz için oturumunuz bir dakika içinde kapatılacak.</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void logout()} disabled={busy}>
            Çıkış Yap
          </Button>
          <Button onClick={() => void keep()} disabled={busy} aria-busy={busy}>
            {busy ? 'Loading ...' : 'Oturumu açık tut'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
