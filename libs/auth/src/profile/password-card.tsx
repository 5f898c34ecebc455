import { PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { useContractForm } from '@portal/shared/ui';
import { IconLock } from '@tabler/icons-react';
import { postChangePassword } from '../api/post-change-password';
import { passwordHint, ServerAlert, SubmitButton, underField } from '../pages/form-kit';
import { notifySuccess, ProfileCard } from './profile-kit';

interface PasswordValues extends Record<string, unknown> {
  currentPassword: string;
  newPassword: string;
  newPasswordRepeat: string;
}

const empty: PasswordValues = { currentPassword: '', newPassword: '', newPasswordRepeat: '' };

/** A new password, proven by the current one; the other sessions end on the server. */
export function PasswordCard() {
  const client = useApi();
  const { form, onSubmit, serverError } = useContractForm<PasswordValues, ChangePasswordRequest>(changePasswordRequestSchema, {
    name: 'profile-password',
    initialValues: empty,
    toRequest: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    check: (v) => {
      if (!v.newPasswordRepeat) return { newPasswordRepeat: 'Yeni şifreyi tekrar girin' };
      return v.newPasswordRepeat === v.newPassword ? {} : { newPasswordRepeat: 'Şifreler eşleşmiyor' };
    },
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: ChangePasswordRequest) => {
    const { message } = await postChangePassword(body, client);
    form.reset();
    notifySuccess('Şifre değiştirildi', message);
  };

  const toggle = (what: string) => ({ 'aria-label': `${what} göster veya gizle` });
  return (
    <ProfileCard title="Şifre değiştir" description="Şifreniz değişince diğer cihazlardaki oturumlarınız kapanır.">
      <ServerAlert title="Şifre değiştirilemedi" message={serverError} />
      <form onSubmit={onSubmit} noValidate aria-label="Şifre değiştirme formu">
        <Stack gap="md">
          <PasswordInput
            label="Mevcut şifre"
            autoComplete="current-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={toggle('Mevcut şifreyi')}
            {...form.getInputProps('currentPassword', { withSuccess: false })}
          />
          <PasswordInput
            label="Yeni şifre"
            autoComplete="new-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={toggle('Yeni şifreyi')}
            inputWrapperOrder={underField}
            {...form.getInputProps('newPassword', { withSuccess: false })}
            description={passwordHint(form.values.newPassword)}
          />
          <PasswordInput
            label="Yeni şifre (tekrar)"
            autoComplete="new-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={toggle('Yeni şifre tekrarını')}
            {...form.getInputProps('newPasswordRepeat')}
          />
          <SubmitButton busy={form.submitting}>Şifreyi değiştir</SubmitButton>
        </Stack>
      </form>
    </ProfileCard>
  );
}
