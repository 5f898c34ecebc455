import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { checkPhoneTokenQuerySchema, type LoginResult } from '@portal/contracts';
import { ApiError, errorMessage, useApi } from '@portal/shared/api-client';
import { AuthShell } from '@portal/shared/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { getCheckPhoneToken } from '../api/get-check-phone-token';
import { postVerifyPhoneLogin } from '../api/post-verify-phone-login';
import { PageHeader, ResultPanel, ServerAlert } from './form-kit';

export interface VerifyLoginPageProps {
  /** The outcome of 'Evet, giriş yap'; by default an authenticated result goes to '/'. */
  onLoginResult?: (result: LoginResult) => void;
}

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'ask'; loginName: string; expiresAt: string }
  | { kind: 'refused' }
  | { kind: 'confirmed' }
  | { kind: 'blocked'; message: string };

const invalidLink = 'Giriş bağlantısı geçersiz ya da süresi dolmuş. Giriş sayfasından yeniden deneyebilirsiniz.';
const linkProblem = (err: unknown) => (err instanceof ApiError && typeof err.status === 'number' && err.status < 500 ? invalidLink : errorMessage(err));

const clock = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' });
};

/** `/verify-login` (spec §2): the phone-login SMS link asks whether this login is the user's own. */
export function VerifyLoginPage(props: VerifyLoginPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <VerifyLoginFlow key={token} token={token} {...props} />;
}

function VerifyLoginFlow({ token, onLoginResult }: VerifyLoginPageProps & { token: string }) {
  const navigate = useNavigate();
  const client = useApi();
  const valid = checkPhoneTokenQuerySchema.safeParse({ token }).success;
  const [step, setStep] = useState<Step>(valid ? { kind: 'checking' } : { kind: 'invalid', message: invalidLink });
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (!valid) return;
    let live = true;
    getCheckPhoneToken({ token }, client).then(
      (data) => live && setStep({ kind: 'ask', loginName: data.loginName, expiresAt: data.expiresAt }),
      (err: unknown) => live && setStep({ kind: 'invalid', message: linkProblem(err) }),
    );
    return () => {
      live = false;
    };
  }, [token, valid, client]);

  const answer = async (confirm: boolean) => {
    setBusy(confirm ? 'yes' : 'no');
    setServerError(null);
    try {
      const result = await postVerifyPhoneLogin({ token, confirm }, client);
      if (!result) return setStep({ kind: 'refused' });
      if (onLoginResult) {
        setStep({ kind: 'confirmed' });
        onLoginResult(result);
      } else if (result.status === 'authenticated') navigate('/');
      else if (result.status === 'expired') setStep({ kind: 'blocked', message: result.expire.content });
      else setStep({ kind: 'confirmed' });
    } catch (err) {
      setServerError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthShell>
      {step.kind === 'checking' && (
        <Center py="xl">
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Giriş bağlantınız kontrol ediliyor…</Text>
          </Stack>
        </Center>
      )}
      {step.kind === 'invalid' && (
        <ResultPanel title="Bağlantı geçersiz" color="red" message={step.message}>
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına dön
          </Anchor>
        </ResultPanel>
      )}
      {step.kind === 'ask' && (
        <Stack gap="lg">
          <PageHeader title="Girişi onaylayın">
            <strong>{step.loginName}</strong> hesabına telefonla giriş isteniyor.
          </PageHeader>
          <ServerAlert title="İşlem yapılamadı" message={serverError} />
          <Text fw={600}>Bu girişi siz mi başlattınız?</Text>
          {clock(step.expiresAt) && (
            <Text fz="sm" c="gray.7">
              Bağlantı saat {clock(step.expiresAt)} sonrasında geçersiz olur.
            </Text>
          )}
          <Group grow>
            <Button onClick={() => answer(true)} disabled={busy !== null} aria-busy={busy === 'yes'}>
              {busy === 'yes' ? 'Loading ...' : 'Evet, giriş yap'}
            </Button>
            <Button variant="outline" color="red" onClick={() => answer(false)} disabled={busy !== null} aria-busy={busy === 'no'}>
              {busy === 'no' ? 'Loading ...' : 'Hayır, bu ben değilim'}
            </Button>
          </Group>
        </Stack>
      )}
      {step.kind === 'refused' && (
        <ResultPanel
          title="Giriş isteği reddedildi"
          color="red"
          message="Bu isteği siz başlatmadıysanız hesabınızın güvenliği için şifrenizi değiştirmenizi öneririz."
        >
          <Anchor component={Link} to="/forgot-password" fw={600}>
            Şifremi değiştir
          </Anchor>
        </ResultPanel>
      )}
      {step.kind === 'confirmed' && (
        <ResultPanel title="Giriş onaylandı" message="Giriş isteğiniz onaylandı.">
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına git
          </Anchor>
        </ResultPanel>
      )}
      {step.kind === 'blocked' && (
        <ResultPanel title="Giriş yapılamadı" color="red" message={step.message}>
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına dön
          </Anchor>
        </ResultPanel>
      )}
    </AuthShell>
  );
}
