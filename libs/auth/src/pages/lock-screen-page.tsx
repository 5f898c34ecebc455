import { Anchor, Avatar, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { loginRequestSchema } from '@portal/contracts';
import { AuthShell, useContractForm } from '@portal/shared/ui';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader, ResultPanel, ServerAlert, SubmitButton } from './form-kit';

export interface LockScreenPageProps {
  /** The locked session's user; without it (or without `onUnlock`) no session is known. */
  loginName?: string;
  /** The name to greet the user with; `loginName` when absent. */
  displayName?: string;
  /** Re-login with the password; reject to show the error. */
  onUnlock?: (password: string) => Promise<void> | void;
  /** Ends the locked session for another account; without it the link just goes to `/`. */
  onSwitchAccount?: () => Promise<void> | void;
}

const passwordOnly = loginRequestSchema.pick({ password: true });
type Unlock = { password: string };

const initials = (name: string) =>
  name
    .split(/[\s.@_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('tr-TR'))
    .join('');

/** `/lock-screen` (spec §2): the locked session asks for the password again. */
export function LockScreenPage({ loginName, displayName, onUnlock, onSwitchAccount }: LockScreenPageProps) {
  const [switching, setSwitching] = useState(false);
  const { form, onSubmit, serverError } = useContractForm<Unlock, Unlock>(passwordOnly, { name: 'unlock', initialValues: { password: '' }, toRequest: (v) => v, successText: true, onSubmit: (request) => submit(request) });

  if (!loginName || !onUnlock) {
    return (
      <AuthShell>
        <ResultPanel title="Oturum bulunamadı" color="red" message="Kilitli bir oturum yok ya da süresi doldu. Devam etmek için giriş yapın.">
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına git
          </Anchor>
        </ResultPanel>
      </AuthShell>
    );
  }

  const name = displayName ?? loginName;

  const switchAccount = async () => {
    if (!onSwitchAccount) return;
    setSwitching(true);
    try {
      await onSwitchAccount();
    } finally {
      setSwitching(false);
    }
  };

  const submit = async ({ password }: Unlock) => {
    await onUnlock(password);
  };

  return (
    <AuthShell>
      <Stack gap="lg">
        <PageHeader title="Ekran kilitli">Devam etmek için şifrenizi girin.</PageHeader>
        <Group gap="sm" wrap="nowrap">
          <Avatar color="brand" radius="xl" aria-hidden>
            {initials(name)}
          </Avatar>
          <div>
            <Text fw={600}>{name}</Text>
            {name !== loginName && (
              <Text fz="sm" c="gray.7">
                {loginName}
              </Text>
            )}
          </div>
        </Group>
        <ServerAlert title="Kilit açılamadı" message={serverError} />
        <form onSubmit={onSubmit} noValidate aria-label="Kilit açma formu">
          <Stack gap="md">
            {/* Lets password managers pair the password with the account. */}
            <input type="text" name="username" autoComplete="username" value={loginName} readOnly hidden />
            <PasswordInput
              label="Şifre"
              autoComplete="current-password"
              withAsterisk
              leftSection={<IconLock size={18} aria-hidden />}
              visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster veya gizle' }}
              {...form.getInputProps('password', { withSuccess: false })}
            />
            <SubmitButton busy={form.submitting}>Kilidi aç</SubmitButton>
          </Stack>
        </form>
        <Text ta="center" fz="sm">
          {onSwitchAccount ? (
            <Anchor component="button" type="button" fw={600} inherit onClick={() => void switchAccount()} disabled={switching} aria-busy={switching}>
              Farklı hesapla giriş yap
            </Anchor>
          ) : (
            <Anchor component={Link} to="/" fw={600} inherit>
              Farklı hesapla giriş yap
            </Anchor>
          )}
        </Text>
      </Stack>
    </AuthShell>
  );
}
