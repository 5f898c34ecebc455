import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { sendToMemberSchema, sendToProducerSchema, sendToProducersSchema, type Prescription } from '@portal/contracts';
import { schemaErrors, useContractForm } from '@portal/shared/ui';
import { IconCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useSendEmail, type SendEmailRequest } from '../api/post-send-email';

export type EmailTarget = 'producer' | 'member';

interface Recipient {
  email: string;
  fullName: string;
}

/** The producer's address and name as the prescription names them (editable in the modal). */
export function producerRecipient(p: Prescription): Recipient {
  const fullName = p.producer ? [p.producer.name, p.producer.surName].filter(Boolean).join(' ') : (p.fullName ?? '');
  return { email: p.producer?.email ?? p.mail ?? '', fullName };
}

/** The request for the recipients: one → send-email-to-producer, more → send-email-to-producers (spec §7). */
export function producerRequest(prescriptionId: number, recipients: Recipient[]): SendEmailRequest {
  const clean = recipients.map((r) => ({ email: r.email.trim(), fullName: r.fullName.trim() }));
  if (clean.length === 1) return { to: 'producer', prescriptionId, producerEmail: clean[0]!.email, producerFullName: clean[0]!.fullName };
  return { to: 'producers', prescriptionId, producerEmails: clean.map((r) => r.email), producerFullNames: clean.map((r) => r.fullName) };
}

/** The schema's or the server's messages, keyed `recipients.<i>.email|fullName` and `note`. */
function recipientErrors(errors: FormErrors, count: number): FormErrors {
  const out: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (count === 1 && path === 'producerEmail') out['recipients.0.email'] = message;
    else if (count === 1 && path === 'producerFullName') out['recipients.0.fullName'] = message;
    else {
      const m = /^producer(Emails|FullNames)(?:\.(\d+))?$/.exec(path);
      if (m) out[m[2] === undefined ? 'recipients' : `recipients.${m[2]}.${m[1] === 'Emails' ? 'email' : 'fullName'}`] = message;
      else out[path] = message;
    }
  }
  return out;
}

export interface EmailModalProps {
  prescription: Prescription;
  target: EmailTarget | null;
  onClose(): void;
}

/**
 * "E-posta gönder" (spec §7 send-email-to-producer(s), send-email-to-member): to the producer,
 * with the address and full name taken from the producer and editable (more recipients may be
 * added), or to the member itself ("Kendime / firmaya gönder") with an optional note.
 */
export function EmailModal({ prescription, target, onClose }: EmailModalProps) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target === 'member' ? 'Kendime / firmaya gönder' : 'Üreticiye e-posta gönder'}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Kapat' }}
    >
      {target && <EmailForm key={target} prescription={prescription} target={target} onClose={onClose} />}
    </Modal>
  );
}

interface EmailValues {
  recipients: Recipient[];
  note: string;
}

/** The fields a server detail may name (the body's own names, mapped by recipientErrors). */
const bodyFieldNames = ['producerEmail', 'producerFullName', 'producerEmails', 'producerFullNames', 'note'];

function EmailForm({ prescription, target, onClose }: { prescription: Prescription; target: EmailTarget; onClose(): void }) {
  const send = useSendEmail();
  const requestOf = (v: EmailValues): SendEmailRequest =>
    target === 'member' ? { to: 'member', prescriptionId: prescription.id, note: v.note.trim() || null } : producerRequest(prescription.id, v.recipients);
  const bodyOf = (v: EmailValues) => {
    const { to: _to, ...body } = requestOf(v);
    return body;
  };
  const schemaOf = (count: number) => (target === 'member' ? sendToMemberSchema : count === 1 ? sendToProducerSchema : sendToProducersSchema);
  const [initialValues] = useState<EmailValues>(() => ({ recipients: [producerRecipient(prescription)], note: '' }));
  // One recipient or more is another request: the count picks the schema the save is parsed with.
  const [count, setCount] = useState(1);
  const { form, onSubmit, serverError } = useContractForm(schemaOf(count) as z.ZodType, {
    initialValues,
    toRequest: bodyOf,
    // The schema follows the recipients' count; its messages are put on the recipient rows.
    validate: (v) => recipientErrors(schemaErrors(schemaOf(v.recipients.length), bodyOf(v)), v.recipients.length),
    fieldNames: bodyFieldNames,
    adjustServerErrors: (errors) => {
      const mapped = recipientErrors(errors, form.getValues().recipients.length);
      for (const key of Object.keys(errors)) delete errors[key];
      Object.assign(errors, mapped);
    },
    formOptions: { validateInputOnBlur: false },
    onSubmit: async (_body, v) => {
      const { queued } = await send.mutateAsync(requestOf(v));
      notifications.show({
        color: 'green',
        icon: <IconCheck size={18} aria-hidden />,
        title: 'E-posta kuyruğa alındı',
        message: `${queued} e-posta gönderilmek üzere sıraya alındı. Durumunu “Gönderilen e-postalar” bölümünde görebilirsiniz.`,
      });
      onClose();
    },
  });
  const { recipients, note } = form.getValues();
  const errors = form.errors;
  const setRecipients = (next: (all: Recipient[]) => Recipient[]) => {
    const all = next(form.getValues().recipients);
    setCount(all.length);
    form.setFieldValue('recipients', all);
  };
  const setNote = (value: string) => form.setFieldValue('note', value);
  const rest = serverError ? (serverError.rest.length > 0 || Object.keys(errors).length > 0 ? serverError.rest : [serverError.message]) : [];

  const change = (i: number, patch: Partial<Recipient>) => setRecipients((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const error = (path: string) => errors[path] as string | undefined;

  return (
    <Stack gap="md">
      {target === 'producer' ? (
        <>
          <Text fz="sm" c="dimmed">
            Reçete PDF olarak eklenir. Adres ve ad soyad üretici kaydından alınmıştır; gerekirse değiştirebilirsiniz.
          </Text>
          {recipients.map((r, i) => (
            <Group key={i} align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={recipients.length > 1 ? `${i + 1}. alıcı e-posta` : 'E-posta'}
                type="email"
                withAsterisk
                value={r.email}
                onChange={(e) => change(i, { email: e.currentTarget.value })}
                error={error(`recipients.${i}.email`)}
                data-path={`recipients.${i}.email`}
                style={{ flex: 1 }}
              />
              <TextInput
                label={recipients.length > 1 ? `${i + 1}. alıcı ad soyad` : 'Ad soyad'}
                withAsterisk
                value={r.fullName}
                onChange={(e) => change(i, { fullName: e.currentTarget.value })}
                error={error(`recipients.${i}.fullName`)}
                data-path={`recipients.${i}.fullName`}
                style={{ flex: 1 }}
              />
              {recipients.length > 1 && (
                <ActionIcon mt={28} variant="subtle" color="red" aria-label={`${i + 1}. alıcıyı kaldır`} onClick={() => setRecipients((all) => all.filter((_, j) => j !== i))}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {error('recipients') && (
            <Text fz="sm" c="red.8">
              {error('recipients')}
            </Text>
          )}
          <Group>
            <Button variant="subtle" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setRecipients((all) => [...all, { email: '', fullName: '' }])} disabled={recipients.length >= 50}>
              Alıcı ekle
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text fz="sm" c="dimmed">
            Reçete, üyeliğinizin iletişim adresine PDF olarak gönderilir.
          </Text>
          <Textarea label="Not" autosize minRows={2} maxLength={500} value={note} onChange={(e) => setNote(e.currentTarget.value)} error={error('note')} data-path="note" />
        </>
      )}
      {rest.length > 0 && (
        <Alert color="red" variant="light" title="Gönderilemedi">
          {rest.map((m, i) => (
            <Text key={i} fz="sm">
              {m}
            </Text>
          ))}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Vazgeç
        </Button>
        <Button onClick={() => onSubmit()} loading={send.isPending}>
          Gönder
        </Button>
      </Group>
    </Stack>
  );
}
