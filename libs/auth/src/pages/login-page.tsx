import { Anchor, Checkbox, Group, Loader, PasswordInput, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { loginRequestSchema, type LoginRequest } from '@portal/contracts';
import { AuthShell, useBrand, useContractForm } from '@portal/shared/ui';
import { IconAt, IconDeviceMobileMessage, IconLock, IconMail } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { postLogin } from '../api/post-login';
import { removeKeepSessionCookie } from '../session/keep-session-cookie';
import { duplicateSessionModalAtom, expireModalAtom, keepSessionChoiceAtom, verificationModalAtom } from '../session/session-atoms';
import { useSessionClient } from '@portal/shared/api-client';
import { useApplyLoginResult } from '../session/use-apply-login-result';
import { PageHeader, ServerAlert, SubmitButton } from './form-kit';

// First page: the phone form (with the phone number library) and the login modals are not
// in the login page's code: they load when the phone tab is chosen or a login answer opens a modal.
const PhoneLogin = lazy(() => import('./phone-login').then((m) => ({ default: m.PhoneLogin })));
const LoginModals = lazy(() => import('../modals/login-modals').then((m) => ({ default: m.LoginModals })));

/**
 * The login modals (spec §3) from the first answer that opens one on: rendered with the page,
 * closed, they fetched their code and Mantine's modal on every visit to the login page.
 */
function LoginModalsOnDemand() {
  const duplicate = useAtomValue(duplicateSessionModalAtom);
  const verification = useAtomValue(verificationModalAtom);
  const expire = useAtomValue(expireModalAtom);
  const [wanted, setWanted] = useState(false);
  if (!wanted && (duplicate || verification || expire)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LoginModals />
    </Suspense>
  ) : null;
}

/** E-mail and password; every answer of auth/login leads to its page or modal. */
function PasswordLogin() {
  const client = useSessionClient();
  const applyResult = useApplyLoginResult();
  const setKeepSession = useSetAtom(keepSessionChoiceAtom);
  const { form, onSubmit, serverError, setServerError } = useContractForm<{ email: string; password: string; keepSession: boolean }, LoginRequest>(loginRequestSchema, {
    name: 'login',
    initialValues: { email: '', password: '', keepSession: false },
    toRequest: (values) => values,
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (request: LoginRequest) => {
    setServerError(null);
    setKeepSession(request.keepSession);
    applyResult(await postLogin(request, client.api));
  };

  return (
    <Stack gap="md">
      <ServerAlert title="Giriş yapılamadı" message={serverError} />
      <form onSubmit={onSubmit} noValidate aria-label="E-posta ile giriş formu">
        <Stack gap="md">
          <TextInput
            label="E-posta"
            placeholder="ornek@firma.com.tr"
            type="email"
            autoComplete="username"
            inputMode="email"
            spellCheck={false}
            withAsterisk
            leftSection={<IconAt size={18} aria-hidden />}
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Şifre"
            autoComplete="current-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster veya gizle' }}
            key={form.key('password')}
            {...form.getInputProps('password', { withSuccess: false })}
          />
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Checkbox label="Beni hatırla" key={form.key('keepSession')} {...form.getInputProps('keepSession', { type: 'checkbox' })} />
            <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
              Şifremi unuttum
            </Anchor>
          </Group>
          <SubmitButton busy={form.submitting}>Giriş Yap</SubmitButton>
        </Stack>
      </form>
    </Stack>
  );
}

/** The login screen at `/` (spec §2 public routes): by e-mail and password, or by a link sent by SMS. */
export function LoginPage() {
  const brand = useBrand();
  // Spec §4: the keepSession cookie is removed on the login page; the next sign-in records it again.
  useEffect(() => removeKeepSessionCookie(), []);

  return (
    <AuthShell>
      <Stack gap="lg">
        <PageHeader title="Giriş Yap">{brand.name} hesabınıza giriş yapın.</PageHeader>
        <Tabs defaultValue="password" keepMounted={false}>
          <Tabs.List grow mb="md">
            <Tabs.Tab value="password" leftSection={<IconMail size={16} aria-hidden />}>
              E-posta ile
            </Tabs.Tab>
            <Tabs.Tab value="phone" leftSection={<IconDeviceMobileMessage size={16} aria-hidden />}>
              Telefon ile
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="password">
            <PasswordLogin />
          </Tabs.Panel>
          <Tabs.Panel value="phone">
            <Suspense fallback={<Loader size="sm" mx="auto" display="block" aria-label="Yükleniyor" />}>
              <PhoneLogin />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
        <Text ta="center" fz="sm">
          Hesabınız yok mu?{' '}
          <Anchor component={Link} to="/register" fw={600} inherit>
            Hesap oluştur
          </Anchor>
        </Text>
      </Stack>
      <LoginModalsOnDemand />
    </AuthShell>
  );
}
