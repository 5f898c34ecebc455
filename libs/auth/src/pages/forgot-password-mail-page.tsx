import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { errorMessage, useApi } from '@portal/shared/api-client';
import { AuthShell } from '@portal/shared/ui';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { postForgotPassword } from '../api/post-forgot-password';
import type { ForgotPasswordMailState } from './forgot-password-page';
import { PageHeader, ServerAlert } from './form-kit';

/** `/forgotPassword` (spec §2 mail page): says the same whether or not the account exists (DESIGN.md §4). */
export function ForgotPasswordMailPage() {
  const email = (useLocation().state as Partial<ForgotPasswordMailState> | null)?.email;
  const client = useApi();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const resend = async () => {
    if (!email) return;
    setBusy(true);
    setServerError(null);
    setResent(false);
    try {
      await postForgotPassword({ method: 'email', email }, client);
      setResent(true);
    } catch (err) {
      setServerError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell>
      <Stack gap="lg">
        <IconMailCheck size={48} aria-hidden />
        <PageHeader title="E-postanızı kontrol edin" />
        <Text>
          {email ? <strong>{email}</strong> : 'Girdiğiniz adres'} ile kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderdik. Bağlantı sınırlı
          bir süre geçerlidir ve yalnızca bir kez kullanılabilir.
        </Text>
        <Text fz="sm" c="gray.7">
          E-posta birkaç dakika içinde gelmezse gereksiz (spam) klasörünü de kontrol edin.
        </Text>
        <ServerAlert title="Bağlantı yeniden gönderilemedi" message={serverError} />
        {resent && (
          <Alert color="green" variant="light" role="status">
            Bağlantı yeniden gönderildi.
          </Alert>
        )}
        {email ? (
          <Button variant="light" onClick={resend} disabled={busy} aria-busy={busy}>
            {busy ? 'Loading ...' : 'Bağlantıyı yeniden gönder'}
          </Button>
        ) : (
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Bağlantıyı yeniden gönder
          </Anchor>
        )}
        <Anchor component={Link} to="/" fw={600}>
          Giriş sayfasına dön
        </Anchor>
      </Stack>
    </AuthShell>
  );
}
