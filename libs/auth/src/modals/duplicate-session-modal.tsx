import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage } from '@portal/shared/api-client';
import { IconAlertCircle } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { postSessionKill } from '../api/post-session-kill';
import { duplicateSessionModalAtom, killSessionAtom } from '../session/session-atoms';
import { useSessionClient } from '@portal/shared/api-client';
import { useApplyLoginResult } from '../session/use-apply-login-result';

/** One active session per user (DESIGN.md §4): end the other one and go on, or stop here. */
export function DuplicateSessionModal() {
  const [duplicate, setDuplicate] = useAtom(duplicateSessionModalAtom);
  const [killing, setKilling] = useAtom(killSessionAtom);
  const [error, setError] = useState<string | null>(null);
  const client = useSessionClient();
  const applyResult = useApplyLoginResult();

  const close = () => {
    setDuplicate(null);
    setError(null);
  };

  const killAndContinue = async () => {
    if (!duplicate) return;
    setKilling(true);
    setError(null);
    try {
      const result = await postSessionKill(duplicate.ticket, client.api);
      setDuplicate(null);
      applyResult(result);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setKilling(false);
    }
  };

  return (
    <Modal opened={duplicate !== null} onClose={close} title="Başka bir oturum açık" centered closeOnClickOutside={!killing} closeOnEscape={!killing}>
      <Stack gap="md">
        <Text>
          Hesabınız başka bir cihazda ya da tarayıcıda açık. Devam ederseniz diğer oturum kapatılır ve burada giriş yapılır.
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Oturum kapatılamadı">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={killing}>
            Vazgeç
          </Button>
          <Button color="red" onClick={() => void killAndContinue()} disabled={killing} aria-busy={killing}>
            {killing ? 'Loading ...' : 'Diğer oturumu kapat ve devam et'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
