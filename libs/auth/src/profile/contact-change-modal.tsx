import { Anchor, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  confirmContactChangeSchema,
  requestContactChangeSchema,
  type ConfirmContactChange,
  type ContactKind,
  type RequestContactChange,
  type SessionUser,
} from '@portal/contracts';
import { useApi } from '@portal/shared/api-client';
import { IconMail } from '@tabler/icons-react';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { postContactChange } from '../api/post-contact-change';
import { postContactChangeConfirm } from '../api/post-contact-change-confirm';
import { PhoneInput, useContractForm } from '@portal/shared/ui';
import { CodeField } from '../pages/code-field';
import { ServerAlert, SubmitButton } from '../pages/form-kit';
import { userAtom } from '../session/session-atoms';
import { notifySuccess } from './profile-kit';

const titles: Record<ContactKind, string> = { email: 'E-posta adresini değiştir', phone: 'Cep telefonunu değiştir' };

type Sent = { ticket: string; sentTo: string; message: string };

/** New value → code sent to it → code confirmed. Closing drops the flow; a new one starts afresh. */
export function ContactChangeModal({ kind, user, onClose }: { kind: ContactKind | null; user: SessionUser; onClose: () => void }) {
  const [sent, setSent] = useState<Sent | null>(null);
  const close = () => {
    setSent(null);
    onClose();
  };
  return (
    <Modal opened={kind !== null} onClose={close} title={kind ? titles[kind] : ''} centered>
      {kind &&
        (sent ? (
          <CodeStep kind={kind} sent={sent} onBack={() => setSent(null)} onDone={close} />
        ) : (
          <ValueStep kind={kind} user={user} onSent={setSent} />
        ))}
    </Modal>
  );
}

interface ValueValues extends Record<string, unknown> {
  email: string;
  phone: string;
}

function ValueStep({ kind, user, onSent }: { kind: ContactKind; user: SessionUser; onSent: (sent: Sent) => void }) {
  const client = useApi();
  const { form, onSubmit, serverError } = useContractForm<ValueValues, RequestContactChange>(requestContactChangeSchema, {
    name: `profile-${kind}-value`,
    initialValues: { email: '', phone: '' },
    toRequest: (v) => (kind === 'email' ? { kind, email: v.email } : { kind, phone: v.phone }),
    // The server says the same; asking it would cost one of the hourly requests.
    check: (v) => {
      if (kind === 'email' && v.email.trim().toLowerCase() === user.email) return { email: 'Yeni e-posta adresi mevcut adresinizle aynı.' };
      if (kind === 'phone' && v.phone === user.phone) return { phone: 'Yeni numara mevcut numaranızla aynı.' };
      return {};
    },
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: RequestContactChange) => {
    onSent(await postContactChange(body, client));
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={titles[kind]}>
      <Stack gap="md">
        <Text fz="sm">
          {kind === 'email'
            ? 'Yeni e-posta adresinize 6 haneli bir doğrulama kodu göndereceğiz.'
            : 'Yeni cep telefonu numaranıza SMS ile 6 haneli bir doğrulama kodu göndereceğiz.'}
        </Text>
        <ServerAlert title="Kod gönderilemedi" message={serverError} />
        {kind === 'email' ? (
          <TextInput
            label="Yeni e-posta adresi"
            type="email"
            autoComplete="email"
            spellCheck={false}
            withAsterisk
            data-autofocus
            leftSection={<IconMail size={18} aria-hidden />}
            {...form.getInputProps('email')}
          />
        ) : (
          <PhoneInput label="Yeni cep telefonu" withAsterisk data-autofocus {...form.getInputProps('phone')} />
        )}
        <SubmitButton busy={form.submitting}>Kod gönder</SubmitButton>
      </Stack>
    </form>
  );
}

function CodeStep({ kind, sent, onBack, onDone }: { kind: ContactKind; sent: Sent; onBack: () => void; onDone: () => void }) {
  const client = useApi();
  const setUser = useSetAtom(userAtom);
  const { form, onSubmit, serverError } = useContractForm<{ code: string }, ConfirmContactChange>(confirmContactChangeSchema, {
    name: `profile-${kind}-code`,
    initialValues: { code: '' },
    toRequest: (v) => ({ ticket: sent.ticket, code: v.code }),
    successText: true,
    onSubmit: (request) => submit(request),
  });

  const submit = async (body: ConfirmContactChange) => {
    const { user, message } = await postContactChangeConfirm(body, client);
    setUser(user);
    notifySuccess(kind === 'email' ? 'E-posta adresi değiştirildi' : 'Cep telefonu değiştirildi', message);
    onDone();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Doğrulama kodu formu">
      <Stack gap="md">
        <Text fz="sm" role="status">
          {sent.message} Kodun gönderildiği yer: <strong>{sent.sentTo}</strong>
        </Text>
        <ServerAlert title="Doğrulanamadı" message={serverError} />
        <CodeField {...form.getInputProps('code')} />
        <SubmitButton busy={form.submitting}>Onayla</SubmitButton>
        <Anchor component="button" type="button" fz="sm" onClick={onBack}>
          Farklı bir değer gir veya yeni kod iste
        </Anchor>
      </Stack>
    </form>
  );
}
