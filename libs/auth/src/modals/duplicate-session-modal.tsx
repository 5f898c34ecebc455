import { errorMessage } from '@portal/shared/api-client';
import { ConfirmDialog } from '@portal/shared/ui';
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
    <ConfirmDialog
      opened={duplicate !== null}
      title="Başka bir oturum açık"
      confirmLabel="Diğer oturumu kapat ve devam et"
      color="red"
      busy={killing}
      busyLabel="Loading ..."
      holdWhileBusy
      error={error}
      errorTitle="Oturum kapatılamadı"
      onCancel={close}
      onConfirm={() => void killAndContinue()}
    >
      Hesabınız başka bir cihazda ya da tarayıcıda açık. Devam ederseniz diğer oturum kapatılır ve burada giriş yapılır.
    </ConfirmDialog>
  );
}
