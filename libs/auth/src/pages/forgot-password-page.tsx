import { Anchor, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { AuthShell, useContractForm } from '@portal/shared/ui';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { postForgotPassword } from '../api/post-forgot-password';
import { PhoneInput } from '@portal/shared/ui';
import { PageHeader, ServerAlert, SubmitButton } from './form-kit';

/** What the mail page gets in the navigation state, to offer a resend. */
export interface ForgotPasswordMailState {
  email: string;
}

/** `/forgot-password` (spec §2): a reset link by e-mail, or an SMS code by phone (spec §3 contact method). */
export function ForgotPasswordPage() {
  return (
    <AuthShell>
      <Stack gap="lg">
        <PageHeader title="Şifremi unuttum">Şifrenizi sıfırlamak için e-posta adresinizi ya da cep telefonunuzu girin.</PageHeader>
        <Tabs defaultValue="email" keepMounted={false}>
          <Tabs.List grow aria-label="Sıfırlama yöntemi">
            <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
              E-posta ile
            </Tabs.Tab>
            <Tabs.Tab value="phone" leftSection={<IconPhone size={16} aria-hidden />}>
              Telefon ile
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="email" pt="md">
            <ByEmail />
          </Tabs.Panel>
          <Tabs.Panel value="phone" pt="md">
            <ByPhone />
          </Tabs.Panel>
        </Tabs>
        <Text ta="center" fz="sm">
          <Anchor component={Link} to="/" fw={600} inherit>
            Giriş sayfasına dön
          </Anchor>
        </Text>
      </Stack>
    </AuthShell>
  );
}

function ByEmail() {
  const navigate = useNavigate();
  const client = useApi();
  const { form, onSubmit, serverError } = useContractForm<{ email: string }, ForgotPasswordRequest>(forgotPasswordRequestSchema, {
    name: 'forgot-email',
    initialValues: { email: '' },
    toRequest: (v) => ({ method: 'email', email: v.email }),
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: ForgotPasswordRequest) => {
    await postForgotPassword(body, client);
    const state: ForgotPasswordMailState = { email: body.method === 'email' ? body.email : '' };
    navigate('/forgotPassword', { state });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="E-posta ile şifre sıfırlama">
      <Stack gap="md">
        <ServerAlert title="İstek gönderilemedi" message={serverError} />
        <TextInput label="E-posta" type="email" autoComplete="email" spellCheck={false} withAsterisk {...form.getInputProps('email')} />
        <SubmitButton busy={form.submitting}>Sıfırlama bağlantısı gönder</SubmitButton>
      </Stack>
    </form>
  );
}

function ByPhone() {
  const navigate = useNavigate();
  const client = useApi();
  const { form, onSubmit, serverError } = useContractForm<{ phone: string }, ForgotPasswordRequest>(forgotPasswordRequestSchema, {
    name: 'forgot-phone',
    initialValues: { phone: '' },
    toRequest: (v) => ({ method: 'phone', phone: v.phone }),
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: ForgotPasswordRequest) => {
    const data = await postForgotPassword(body, client);
    // The server always answers the phone method with a ticket (no enumeration, DESIGN.md §4).
    if (!data.ticket) throw new Error('ticket missing');
    navigate(`/reset-password?ticket=${encodeURIComponent(data.ticket)}`);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Telefon ile şifre sıfırlama">
      <Stack gap="md">
        <ServerAlert title="İstek gönderilemedi" message={serverError} />
        <PhoneInput label="Cep telefonu" withAsterisk {...form.getInputProps('phone')} />
        <SubmitButton busy={form.submitting}>SMS kodu gönder</SubmitButton>
      </Stack>
    </form>
  );
}
