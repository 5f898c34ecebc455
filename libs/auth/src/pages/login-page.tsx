import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { loginRequestSchema, phoneLoginRequestSchema, type LoginRequest } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { AuthShell, useBrand } from '@portal/shared/ui';
import { IconAt, IconDeviceMobileMessage, IconLock, IconMail } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { postLogin } from '../api/post-login';
import { postPhoneLogin, type PhoneLoginRequest } from '../api/post-phone-login';
import { PhoneInput } from '@portal/shared/ui';
import { LoginModals } from '../modals/login-modals';
import { removeKeepSessionCookie } from '../session/keep-session-cookie';
import { keepSessionChoiceAtom } from '../session/session-atoms';
import { useSessionClient } from '@portal/shared/api-client';
import { useApplyLoginResult } from '../session/use-apply-login-result';
import { focusFirstError, PageHeader, ServerAlert, SubmitButton, useSchemaForm } from './form-kit';

/** E-mail and password; every answer of auth/login leads to its page or modal. */
function PasswordLogin() {
  const client = useSessionClient();
  const applyResult = useApplyLoginResult();
  const setKeepSession = useSetAtom(keepSessionChoiceAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<{ email: string; password: string; keepSession: boolean }, LoginRequest>({
    name: 'login',
    initialValues: { email: '', password: '', keepSession: false },
    schema: loginRequestSchema,
    toRequest: (values) => values,
  });

  const submit = async (request: LoginRequest) => {
    setServerError(null);
    setKeepSession(request.keepSession);
    try {
      applyResult(await postLogin(request, client.api));
    } catch (err) {
      setServerError(errorMessage(err));
    }
  };

  return (
    <Stack gap="md">
      <ServerAlert title="Giriş yapılamadı" message={serverError} />
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate aria-label="E-posta ile giriş formu">
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

/** A login link by SMS (spec §7 auth/login/phone); the link is confirmed on /verify-login. */
function PhoneLogin() {
  const client = useSessionClient();
  const setKeepSession = useSetAtom(keepSessionChoiceAtom);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSchemaForm<{ phone: string; keepSession: boolean }, PhoneLoginRequest>({
    name: 'phone-login',
    initialValues: { phone: '', keepSession: false },
    schema: phoneLoginRequestSchema,
    toRequest: (values) => values,
  });

  const submit = async (request: PhoneLoginRequest) => {
    setServerError(null);
    setKeepSession(request.keepSession);
    try {
      await postPhoneLogin(request, client.api);
      setSentTo(request.phone);
    } catch (err) {
      setServerError(errorMessage(err));
    }
  };

  if (sentTo) {
    return (
      <Stack gap="sm" role="status">
        <Title order={2} fz="h4">
          SMS ile giriş bağlantısı gönderildi
        </Title>
        <Text>
          Bu numara bir hesaba kayıtlıysa <strong>{sentTo}</strong> numarasına bir giriş bağlantısı gönderdik. Bağlantıyı açıp girişi onaylayın;
          bağlantı kısa bir süre geçerlidir.
        </Text>
        <Button variant="default" onClick={() => setSentTo(null)}>
          Başka bir numara dene
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <ServerAlert title="SMS gönderilemedi" message={serverError} />
      <form onSubmit={form.onSubmit(submit, focusFirstError(form))} noValidate aria-label="Telefon ile giriş formu">
        <Stack gap="md">
          <PhoneInput withAsterisk key={form.key('phone')} {...form.getInputProps('phone')} />
          <Checkbox label="Beni hatırla" key={form.key('keepSession')} {...form.getInputProps('keepSession', { type: 'checkbox' })} />
          <SubmitButton busy={form.submitting}>Giriş bağlantısı gönder</SubmitButton>
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
            <PhoneLogin />
          </Tabs.Panel>
        </Tabs>
        <Text ta="center" fz="sm">
          Hesabınız yok mu?{' '}
          <Anchor component={Link} to="/register" fw={600} inherit>
            Hesap oluştur
          </Anchor>
        </Text>
      </Stack>
      <LoginModals />
    </AuthShell>
  );
}
