import { Button, Checkbox, Stack, Text, Title } from '@mantine/core';
import { phoneLoginRequestSchema } from '@portal/contracts';
import { errorMessage, useSessionClient } from '@portal/shared/api-client';
import { PhoneInput } from '@portal/shared/ui';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { postPhoneLogin, type PhoneLoginRequest } from '../api/post-phone-login';
import { keepSessionChoiceAtom } from '../session/session-atoms';
import { focusFirstError, ServerAlert, SubmitButton, useSchemaForm } from './form-kit';

/** A login link by SMS (spec §7 auth/login/phone); the link is confirmed on /verify-login. */
export function PhoneLogin() {
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
