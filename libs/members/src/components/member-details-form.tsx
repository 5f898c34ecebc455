import { Grid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { memberDetailsBodySchema, type MemberDetail } from '@portal/contracts';
import { FormActions, PhoneInput, ServerError, useContractForm } from '@portal/shared/ui';
import { IconCheck } from '@tabler/icons-react';
import { usePatchMember } from '../api/patch-member';
import { displayName } from './member-text';

export interface DetailsValues {
  name: string;
  taxOffice: string;
  taxNumber: string;
  address: string;
  contactPerson: string;
  contactEmail: string;
  contactPhone: string;
}

const fieldNames = ['name', 'taxOffice', 'taxNumber', 'address', 'contactPerson', 'contactEmail', 'contactPhone'] as const;

export function detailsValuesOf(m: MemberDetail): DetailsValues {
  return {
    name: m.name,
    taxOffice: m.taxOffice ?? '',
    taxNumber: m.taxNumber ?? '',
    address: m.address ?? '',
    contactPerson: m.contactPerson ?? '',
    contactEmail: m.contactEmail ?? '',
    contactPhone: m.contactPhone ?? '',
  };
}

/** PATCH member/{id}'s body: only the fields that changed; an emptied field is sent as null. */
export function changedDetails(before: DetailsValues, after: DetailsValues): Record<string, string | null> {
  const body: Record<string, string | null> = {};
  for (const key of fieldNames) {
    const value = after[key].trim();
    if (value !== before[key].trim()) body[key] = value === '' && key !== 'name' ? null : value;
  }
  return body;
}

/** The member's details, corrected by staff: individual or corporate fields, only the changes sent. */
export function MemberDetailsForm({ member, onDone }: { member: MemberDetail; onDone(): void }) {
  const patch = usePatchMember();
  const initialValues = detailsValuesOf(member);
  const corporate = member.kind === 'corporate';
  const { form, onSubmit, serverError } = useContractForm(memberDetailsBodySchema, {
    initialValues,
    toRequest: (values: DetailsValues) => changedDetails(initialValues, values),
    fieldNames,
    // The contract refuses a request that changes nothing.
    wholeRequestMessage: 'Değişiklik yapılmadı.',
    onSubmit: async (body) => {
      const saved = await patch.mutateAsync({ id: member.id, body });
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Kaydedildi', message: `${displayName(saved.name)} bilgileri güncellendi.` });
      onDone();
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Üye bilgilerini düzenle">
      <Stack gap="md">
        <ServerError error={serverError} />
        <Grid gap="md">
          <Grid.Col span={12}>
            <TextInput label={corporate ? 'Firma / kurum adı' : 'Ad soyad'} withAsterisk maxLength={200} {...form.getInputProps('name')} />
          </Grid.Col>
          {corporate && (
            <>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label="Vergi dairesi" maxLength={100} {...form.getInputProps('taxOffice')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label="Vergi numarası (VKN)" inputMode="numeric" maxLength={10} {...form.getInputProps('taxNumber')} />
              </Grid.Col>
              <Grid.Col span={12}>
                <Textarea label="Adres" autosize minRows={2} maxLength={500} {...form.getInputProps('address')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label="Yetkili kişi" maxLength={100} {...form.getInputProps('contactPerson')} />
              </Grid.Col>
            </>
          )}
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label="İletişim e-postası" type="email" autoComplete="off" maxLength={254} {...form.getInputProps('contactEmail')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <PhoneInput label="İletişim telefonu" {...form.getInputProps('contactPhone')} />
          </Grid.Col>
        </Grid>
        <FormActions submitting={patch.isPending} onCancel={onDone} note="* ile işaretli alanlar zorunludur. Yalnızca değiştirdiğiniz alanlar gönderilir." />
      </Stack>
    </form>
  );
}
