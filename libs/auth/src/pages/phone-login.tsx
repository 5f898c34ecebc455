import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { phoneLoginRequestSchema } from '@portal/contracts';
import { useSessionClient } from '@portal/shared/api-client';
import { PhoneInput, useContractForm } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { postPhoneLogin, type PhoneLoginRequest } from '../api/post-phone-login';
import { keepSessionChoiceAtom } from '../session/session-atoms';
import { ServerAlert, SubmitButton } from './form-kit';

/** A login link by SMS (spec §7 auth/login/phone); the link is confirmed on /verify-login. */
export function PhoneLogin() {
  const client = useSessionClient();
  const setKeepSession = useSetAtom(keepSessionChoiceAtom);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit, serverError, setServerError } = useContractForm<{ phone: string; keepSession: boolean }, PhoneLoginRequest>(phoneLoginRequestSchema, {
    name: 'phone-login',
    initialValues: { phone: '', keepSession: false },
    toRequest: (values) => values,
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (request: PhoneLoginRequest) => {
    setServerError(null);
    setKeepSession(request.keepSession);
    await postPhoneLogin(request, client.api);
    setSentTo(request.phone);
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
      <form onSubmit={onSubmit} noValidate aria-label="Telefon ile giriş formu">
        <Stack gap="md">
          <PhoneInput withAsterisk key={form.key('phone')} {...form.getInputProps('phone')} />
          <Checkbox label="Beni hatırla" key={form.key('keepSession')} {...form.getInputProps('keepSession', { type: 'checkbox' })} />
          <SubmitButton busy={form.submitting}>Giriş bağlantısı gönder</SubmitButton>
        </Stack>
      </form>
    </Stack>
  );
}
