import { Anchor, PasswordInput, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { resetPasswordRequestSchema, resetPasswordSmsRequestSchema } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { AuthShell, useContractForm } from '@portal/shared/ui';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { postResetPassword, type ResetPasswordRequest } from '../api/post-reset-password';
import { postResetPasswordSms, type ResetPasswordSmsRequest } from '../api/post-reset-password-sms';
import { useApplyLoginResult } from '../session/use-apply-login-result';
import { CodeField, ResendCode } from './code-field';
import { PageHeader, passwordHint, ResultPanel, ServerAlert, SubmitButton, underField } from './form-kit';

interface ResetValues extends Record<string, unknown> {
  code: string;
  password: string;
  passwordRepeat: string;
}

type ResetLink = { token: string } | { ticket: string };

function linkOf(params: URLSearchParams): ResetLink | null {
  const token = params.get('token');
  const ticket = params.get('ticket');
  if (token && resetPasswordRequestSchema.shape.token.safeParse(token).success) return { token };
  if (ticket && resetPasswordSmsRequestSchema.shape.ticket.safeParse(ticket).success) return { ticket };
  return null;
}

/**
 * `/reset-password` (spec §2): `?token=` from the mail link sets a new password;
 * `?ticket=` from the SMS step also asks for the code. No automatic login (DESIGN.md §4),
 * except an invitation's first password: the API answers the login, and the user goes
 * straight into the portal with one welcome note.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const link = linkOf(params);
  // An invitation (a user added by an admin) is the same token, worded as a first password.
  const invitation = params.get('davet') === '1';
  return <AuthShell>{link ? <ResetForm key={params.toString()} link={link} invitation={invitation} /> : <InvalidLink invitation={invitation} />}</AuthShell>;
}

function InvalidLink({ invitation }: { invitation: boolean }) {
  const message = invitation
    ? 'Davet bağlantısı geçersiz ya da süresi dolmuş. Yöneticinizden yeni bir davet isteyin ya da şifre sıfırlama bağlantısı isteyin.'
    : 'Şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Yeni bir bağlantı isteyebilirsiniz.';
  return (
    <ResultPanel title="Bağlantı geçersiz" color="red" message={message}>
      <Anchor component={Link} to="/forgot-password" fw={600}>
        Yeni bağlantı iste
      </Anchor>
    </ResultPanel>
  );
}

function ResetForm({ link, invitation }: { link: ResetLink; invitation: boolean }) {
  const client = useApi();
  const applyLogin = useApplyLoginResult();
  const bySms = 'ticket' in link;
  const [done, setDone] = useState(false);
  const { form, onSubmit, serverError, setServerError } = useContractForm<ResetValues, ResetPasswordRequest | ResetPasswordSmsRequest>(bySms ? resetPasswordSmsRequestSchema : resetPasswordRequestSchema, {
    name: 'reset-password',
    initialValues: { code: '', password: '', passwordRepeat: '' },
    toRequest: (v) => ('ticket' in link ? { ticket: link.ticket, code: v.code, password: v.password } : { token: link.token, password: v.password }),
    check: (v) => (v.passwordRepeat === v.password ? {} : { passwordRepeat: v.passwordRepeat ? 'Şifreler eşleşmiyor' : 'Şifreyi tekrar girin' }),
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: ResetPasswordRequest | ResetPasswordSmsRequest) => {
    if ('ticket' in body) {
      await postResetPasswordSms(body, client);
    } else {
      const answer = await postResetPassword(body, client);
      if (answer.login) {
        // Shown once, on the way in; the link is used up, so a reload cannot show it again.
        if (answer.login.status === 'authenticated') notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Hoş geldiniz', message: answer.message });
        applyLogin(answer.login);
        return;
      }
    }
    setDone(true);
  };

  if (done) {
    return (
      <ResultPanel
        title="İşlem tamamlandı"
        message={invitation ? 'Şifreniz belirlendi ve e-posta adresiniz doğrulandı. Artık giriş yapabilirsiniz.' : 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.'}
      >
        <Anchor component={Link} to="/" fw={600}>
          Giriş sayfasına git
        </Anchor>
      </ResultPanel>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeader title={invitation ? 'Hesabınıza hoş geldiniz' : 'Yeni şifre belirleyin'}>
        {bySms
          ? 'Cep telefonunuza gönderilen 6 haneli kodu ve yeni şifrenizi girin.'
          : invitation
            ? 'Hesabınızı kullanmaya başlamak için bir şifre belirleyin.'
            : 'Hesabınız için yeni bir şifre belirleyin.'}
      </PageHeader>
      <ServerAlert title="Şifre güncellenemedi" message={serverError} />
      <form onSubmit={onSubmit} noValidate aria-label="Yeni şifre formu">
        <Stack gap="md">
          {bySms && <CodeField {...form.getInputProps('code')} />}
          <PasswordInput
            label="Yeni şifre"
            autoComplete="new-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'Şifreyi göster veya gizle' }}
            inputWrapperOrder={underField}
            {...form.getInputProps('password', { withSuccess: false })}
            description={passwordHint(form.values.password)}
          />
          <PasswordInput
            label="Yeni şifre (tekrar)"
            autoComplete="new-password"
            withAsterisk
            leftSection={<IconLock size={18} aria-hidden />}
            visibilityToggleButtonProps={{ 'aria-label': 'Şifre tekrarını göster veya gizle' }}
            {...form.getInputProps('passwordRepeat')}
          />
          <SubmitButton busy={form.submitting}>{invitation ? 'Şifremi belirle' : 'Şifreyi güncelle'}</SubmitButton>
        </Stack>
      </form>
      {'ticket' in link && (
        <ResendCode
          ticket={link.ticket}
          onSent={() => {
            setServerError(null);
            form.setFieldValue('code', '');
          }}
        />
      )}
    </Stack>
  );
}
