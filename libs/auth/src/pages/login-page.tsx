import { Alert, Anchor, Button, Checkbox, Group, Loader, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@portal/shared/api-client';
import { AuthShell, useBrand } from '@portal/shared/ui';
import { IconAlertCircle, IconLock, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { login, type LoginRequest } from '../api/login';
import { loginInitialValues, loginValidation } from './login-form';

export interface LoginPageProps {
  /** Called with the server's answer; the session flow after login comes with a later issue. */
  onSuccess?: (response: unknown) => void;
}

/** The login screen at `/` (spec §2 public routes). */
export function LoginPage({ onSuccess }: LoginPageProps) {
  const brand = useBrand();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    name: 'login',
    mode: 'uncontrolled',
    initialValues: loginInitialValues,
    validate: loginValidation,
    transformValues: (v) => ({ ...v, email: v.email.trim() }),
  });

  const submit = async (values: LoginRequest) => {
    setServerError(null);
    try {
      const response = await login(values);
      if (onSuccess) onSuccess(response);
      else notifications.show({ color: 'green', message: 'Giriş başarılı.' });
    } catch (err) {
      setServerError(errorMessage(err));
    }
  };

  // Keyboard and screen-reader users land on the first field that needs fixing.
  const focusFirstError = (errors: Record<string, unknown>) => {
    const first = Object.keys(errors)[0];
    if (first) form.getInputNode(first as keyof LoginRequest)?.focus();
  };

  const busy = form.submitting;

  return (
    <AuthShell>
      <Stack gap="lg">
        <div>
          <Title order={1} fz="h2">
            Giriş Yap
          </Title>
          <Text c="gray.7" mt={4}>
            {brand.name} hesabınıza giriş yapın.
          </Text>
        </div>

        {serverError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Giriş yapılamadı">
            {serverError}
          </Alert>
        )}

        <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-label="Giriş formu">
          <Stack gap="md">
            <TextInput
              label="E-posta veya kullanıcı adı"
              placeholder="ornek@firma.com.tr"
              autoComplete="username"
              inputMode="email"
              spellCheck={false}
              withAsterisk
              leftSection={<IconUser size={18} aria-hidden />}
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
              {...form.getInputProps('password')}
            />
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Checkbox label="Beni hatırla" key={form.key('keepSession')} {...form.getInputProps('keepSession', { type: 'checkbox' })} />
              <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
                Şifremi unuttum
              </Anchor>
            </Group>
            <Button
              type="submit"
              size="md"
              fullWidth
              disabled={busy}
              aria-busy={busy}
              leftSection={busy ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
            >
              {busy ? 'Loading ...' : 'Giriş Yap'}
            </Button>
          </Stack>
        </form>

        <Text ta="center" fz="sm">
          Hesabınız yok mu?{' '}
          <Anchor component={Link} to="/register" fw={600} inherit>
            Hesap oluştur
          </Anchor>
        </Text>
      </Stack>
    </AuthShell>
  );
}
