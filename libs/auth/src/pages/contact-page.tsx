import { Anchor, Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import { CONTACT_MESSAGE_MAX, contactRequestSchema, type ContactRequest } from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { AuthShell, useContractForm } from '@portal/shared/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { postContact } from '../api/post-contact';
import { PhoneInput } from '@portal/shared/ui';
import { LandingLink, PageHeader, ResultPanel, ServerAlert, SubmitButton } from './form-kit';

interface ContactValues extends Record<string, unknown> {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  kvkkConsent: boolean;
}

// An empty optional phone is left out rather than sent as ''.
const toRequest = ({ phone, ...rest }: ContactValues) => (phone ? { ...rest, phone } : rest);

/** `/iletisim` (spec §2): the public contact form. */
export function ContactPage() {
  const [done, setDone] = useState(false);
  return (
    <AuthShell>
      {done ? (
        <ResultPanel title="Mesajınız alındı" message="Teşekkür ederiz. Ekibimiz en kısa sürede size dönüş yapacak.">
          <Anchor component={Link} to="/" fw={600}>
            Giriş sayfasına dön
          </Anchor>
        </ResultPanel>
      ) : (
        <ContactForm onDone={() => setDone(true)} />
      )}
    </AuthShell>
  );
}

// Kept apart from the shell so that a keystroke re-renders only the form.
function ContactForm({ onDone }: { onDone: () => void }) {
  const client = useApi();
  const { form, onSubmit, serverError } = useContractForm<ContactValues, ContactRequest>(contactRequestSchema, {
    name: 'contact',
    initialValues: { name: '', email: '', phone: '', subject: '', message: '', kvkkConsent: false },
    toRequest,
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: ContactRequest) => {
    await postContact(body, client);
    onDone();
  };

  return (
    <Stack gap="lg">
      <PageHeader title="İletişim">Sorularınız ve demo talepleriniz için bize yazın.</PageHeader>
      <ServerAlert title="Mesaj gönderilemedi" message={serverError} />
      <form onSubmit={onSubmit} noValidate aria-label="İletişim formu">
        <Stack gap="md">
          <TextInput label="Ad soyad" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="E-posta" type="email" autoComplete="email" spellCheck={false} withAsterisk {...form.getInputProps('email')} />
          <PhoneInput label="Cep telefonu (isteğe bağlı)" {...form.getInputProps('phone')} />
          <TextInput label="Konu" withAsterisk {...form.getInputProps('subject')} />
          <Textarea
            label="Mesajınız"
            withAsterisk
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            {...form.getInputProps('message')}
            description={`${form.values.message.length} / ${CONTACT_MESSAGE_MAX} karakter`}
          />
          <Checkbox
            label={
              <>
                <LandingLink path="/kvkk">KVKK aydınlatma metnini</LandingLink> okudum, kişisel verilerimin bu talep için işlenmesini kabul ediyorum.
              </>
            }
            {...form.getInputProps('kvkkConsent', { type: 'checkbox' })}
          />
          <SubmitButton busy={form.submitting}>Gönder</SubmitButton>
        </Stack>
      </form>
    </Stack>
  );
}
