import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  AppCodeName,
  MAX_DEMO_DAYS,
  MemberActionLabel,
  MemberErrorCode,
  memberTransitionBodySchema,
  SubscriptionPlanLabel,
  SubscriptionPlans,
  type AppCode,
  type MemberAction,
  type MemberDetail,
  type MemberItem,
  type MemberTransitionBody,
} from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { LazyDateField, useContractForm } from '@portal/shared/ui';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useState, type ChangeEvent } from 'react';
import { useTransition } from '../api/post-transition';
import { dateText, isoDay } from '@portal/shared/util';
import { displayName } from './member-text';
import { initialTransitionValues, TransitionFields, transitionRequest, validateTransition, type TransitionValues } from './transition-values';

export interface TransitionModalProps {
  /** The move; null: closed. */
  action: MemberAction | null;
  member: MemberItem | null;
  /** The note (or cancel reason) typed before a reload (spec §3 modal credentials). */
  savedNote?: string;
  /** Each keystroke of the note, to keep it in the saved slice. */
  onNoteChange?(note: string): void;
  onClose(): void;
  /** After the move: the member as it is now. */
  onDone?(member: MemberDetail): void;
}

const planOptions = SubscriptionPlans.map((plan) => ({ value: plan, label: SubscriptionPlanLabel[plan] }));
const appOptions = (Object.entries(AppCodeName) as [string, string][]).map(([value, label]) => ({ value, label }));

/** The success text of each move, naming the member and what it got. */
function doneText(action: MemberAction, name: string, m: MemberDetail): string {
  const plan = m.plan ? SubscriptionPlanLabel[m.plan] : '';
  switch (action) {
    case 'approve':
      return `${name} demoya alındı; demo ${dateText(m.demoEndsAt)} tarihinde sona erecek.`;
    case 'extend':
      return `${name} demosu ${dateText(m.demoEndsAt)} tarihine uzatıldı.`;
    case 'convert':
      return `${name} aboneliğe çevrildi: ${plan}, ${m.seats ?? '—'} kullanıcı, ${dateText(m.subscriptionEndsAt)} tarihine kadar.`;
    case 'renew':
      return `${name} aboneliği güncellendi: ${plan}, ${m.seats ?? '—'} kullanıcı, ${dateText(m.subscriptionEndsAt)} tarihine kadar.`;
    case 'cancel':
      return `${name} üyeliği iptal edildi.`;
    case 'reactivate':
      return `${name} yeniden demoya alındı; demo ${dateText(m.demoEndsAt)} tarihinde sona erecek.`;
    case 'note':
      return `${name} için not eklendi.`;
  }
}

/**
 * One move of the transition table on a member: a modal with exactly the fields the
 * move's body needs, the contract's messages and the server's under the fields they name, a
 * Turkish notification on success. A refused move (409 TRANSITION_NOT_ALLOWED: someone moved the
 * member meanwhile) says so and the lists are fetched again.
 */
export function TransitionModal({ action, member, savedNote = '', onNoteChange, onClose, onDone }: TransitionModalProps) {
  const opened = action !== null && member !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={action ? MemberActionLabel[action] : ''} centered size="lg" closeButtonProps={{ 'aria-label': 'Kapat' }}>
      {opened && <TransitionForm key={`${action}-${member.id}`} action={action} member={member} savedNote={savedNote} onNoteChange={onNoteChange} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

type FormProps = Omit<TransitionModalProps, 'action' | 'member'> & { action: MemberAction; member: MemberItem; savedNote: string };

function TransitionForm({ action, member, savedNote, onNoteChange, onClose, onDone }: FormProps) {
  const transition = useTransition();
  const [refused, setRefused] = useState(false);
  const fields = TransitionFields[action];
  const name = displayName(member.name);
  const { form, onSubmit, serverError: failure } = useContractForm(memberTransitionBodySchema, {
    initialValues: initialTransitionValues(action, member, savedNote),
    toRequest: (v: TransitionValues) => transitionRequest(action, v),
    check: (v) => validateTransition(action, v, member),
    fieldNames: fields,
    onSubmit: async (request) => {
      setRefused(false);
      // Exactly the move's fields: an optional note left empty is not sent (the schema makes it null).
      const body = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null && value !== undefined)) as MemberTransitionBody;
      try {
        const moved = await transition.mutateAsync({ id: member.id, body });
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: MemberActionLabel[action], message: doneText(action, name, moved) });
        onDone?.(moved);
        onClose();
      } catch (err) {
        setRefused(err instanceof ApiError && err.code === MemberErrorCode.TransitionNotAllowed);
        throw err;
      }
    },
  });
  const values = form.getValues();
  const has = (field: keyof TransitionValues) => fields.includes(field);
  const noteProps = (field: 'note' | 'reason') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        props.onChange(event);
        onNoteChange?.(event.currentTarget.value);
      },
    };
  };

  const demoWindow = { minDate: isoDay(1), maxDate: isoDay(MAX_DEMO_DAYS) };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`${MemberActionLabel[action]}: ${name}`}>
      <Stack gap="md">
        <Text>
          <Text span fw={700}>
            {name}
          </Text>
          {action === 'cancel' ? ' üyeliği iptal edilecek. Kullanıcıları oturum açamaz.' : ''}
        </Text>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={refused ? 'Bu işlem artık yapılamaz' : 'İşlem yapılamadı'}>
            <Text fz="sm">{failure.message}</Text>
            {refused && <Text fz="sm">Üyenin durumu siz bakarken değişmiş olabilir; liste yenilendi.</Text>}
            {failure.rest.map((m, i) => (
              <Text fz="sm" key={i}>
                {m}
              </Text>
            ))}
          </Alert>
        )}
        {has('plan') && <Select label="Abonelik paketi" withAsterisk data={planOptions} placeholder="Paket seçin" allowDeselect={false} {...form.getInputProps('plan')} />}
        {has('demoEndsAt') && (
          <LazyDateField
            label={action === 'extend' ? 'Yeni demo bitiş tarihi' : 'Demo bitiş tarihi'}
            withAsterisk
            description={`En geç ${dateText(demoWindow.maxDate)} (${MAX_DEMO_DAYS} gün).`}
            {...demoWindow}
            {...form.getInputProps('demoEndsAt')}
            value={values.demoEndsAt}
            onChange={(v) => form.setFieldValue('demoEndsAt', v)}
          />
        )}
        {has('seats') && <NumberInput label="Kullanıcı sayısı" withAsterisk min={1} max={1000} allowDecimal={false} allowNegative={false} {...form.getInputProps('seats')} />}
        {has('startsAt') && (
          <LazyDateField label="Başlangıç tarihi" withAsterisk {...form.getInputProps('startsAt')} value={values.startsAt} onChange={(v) => form.setFieldValue('startsAt', v)} />
        )}
        {has('endsAt') && (
          <LazyDateField
            label="Bitiş tarihi"
            withAsterisk
            minDate={values.startsAt ?? undefined}
            {...form.getInputProps('endsAt')}
            value={values.endsAt}
            onChange={(v) => form.setFieldValue('endsAt', v)}
          />
        )}
        {has('app') && (
          <Select
            label="Uygulama"
            withAsterisk
            data={appOptions}
            allowDeselect={false}
            {...form.getInputProps('app')}
            onChange={(v) => form.setFieldValue('app', v ?? '')}
            description={values.app !== String(member.app) ? `Üyenin başvurduğu uygulama ${AppCodeName[member.app as AppCode]}.` : undefined}
          />
        )}
        {has('reason') && <Textarea label="İptal nedeni" withAsterisk autosize minRows={3} maxLength={500} {...noteProps('reason')} />}
        {has('note') && <Textarea label="Not" withAsterisk={action === 'note'} autosize minRows={action === 'note' ? 4 : 2} maxLength={1000} {...noteProps('note')} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" color={action === 'cancel' ? 'red' : undefined} loading={transition.isPending} disabled={transition.isPending}>
            {MemberActionLabel[action]}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
