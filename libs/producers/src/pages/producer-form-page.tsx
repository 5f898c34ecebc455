import { Anchor, Fieldset, Grid, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { producerInputSchema, ProducerKindLabel, type Producer, type ProducerKind } from '@portal/contracts';
import { isValidTcKimlikNo, isValidVkn } from '@portal/domain/rules';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { FormActions, Loading, NotFound, PhoneInput, schemaErrors, ServerError, useContractForm } from '@portal/shared/ui';
import { IconCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useProducer } from '../api/get-producer';
import { useSaveProducer } from '../api/save-producer';
import { AddressFields } from '../components/address-fields';
import { PRODUCERS_PATH } from '../paths';

export interface ProducerValues {
  kind: ProducerKind;
  name: string;
  surname: string;
  tcOrVkn: string;
  phone: string;
  email: string;
  provinceCode: string;
  district: string;
  neighbourhood: string;
  address: string;
  cksNumber: string;
  notes: string;
}

const fieldNames = ['kind', 'name', 'surname', 'tcOrVkn', 'phone', 'email', 'provinceCode', 'district', 'neighbourhood', 'address', 'cksNumber', 'notes'];

export const emptyProducer: ProducerValues = { kind: 'person', name: '', surname: '', tcOrVkn: '', phone: '', email: '', provinceCode: '', district: '', neighbourhood: '', address: '', cksNumber: '', notes: '' };

function valuesOf(p: Producer): ProducerValues {
  return {
    kind: p.kind,
    name: p.name,
    surname: p.surname ?? '',
    tcOrVkn: p.tcOrVkn,
    phone: p.phone ?? '',
    email: p.email ?? '',
    provinceCode: p.provinceCode,
    district: p.district,
    neighbourhood: p.neighbourhood ?? '',
    address: p.address ?? '',
    cksNumber: p.cksNumber ?? '',
    notes: p.notes ?? '',
  };
}

const orNull = (v: string) => (v.trim() ? v.trim() : null);

export function requestOf(v: ProducerValues) {
  return {
    kind: v.kind,
    name: v.name,
    surname: v.kind === 'company' ? null : orNull(v.surname),
    tcOrVkn: v.tcOrVkn.trim(),
    phone: orNull(v.phone),
    email: orNull(v.email),
    provinceCode: v.provinceCode,
    district: v.district,
    neighbourhood: orNull(v.neighbourhood),
    address: orNull(v.address),
    cksNumber: orNull(v.cksNumber),
    notes: orNull(v.notes),
  };
}

/** The live check-digit verdict of domain rules: an error, a success text, or nothing yet. */
export function identityCheck(kind: ProducerKind, value: string): { error?: string; ok?: string } {
  const digits = value.trim();
  if (kind === 'person') {
    if (digits.length < 11 || !/^\d+$/.test(digits)) return {};
    return isValidTcKimlikNo(digits) ? { ok: 'Geçerli TC kimlik no' } : { error: 'TC kimlik no geçersiz: kontrol haneleri tutmuyor' };
  }
  if (digits.length < 10 || !/^\d+$/.test(digits)) return {};
  return isValidVkn(digits) ? { ok: 'Geçerli VKN' } : { error: 'VKN geçersiz: kontrol hanesi tutmuyor' };
}

export function validateProducer(values: ProducerValues): FormErrors {
  const errors = schemaErrors(producerInputSchema, requestOf(values));
  const check = identityCheck(values.kind, values.tcOrVkn);
  if (!errors['tcOrVkn'] && check.error) errors['tcOrVkn'] = check.error;
  return errors;
}

/** /ureticiler/ekle and /ureticiler/guncelle/:id (spec §2). */
export function ProducerFormPage() {
  const { id: idParam } = useParams();
  const id = idParam === undefined ? undefined : Number(idParam);
  const validId = id !== undefined && Number.isSafeInteger(id) && id > 0;
  const producer = useProducer(id ?? 0, validId);

  let body;
  if (id === undefined) body = <ProducerForm initialValues={emptyProducer} />;
  else if (!validId || (producer.error instanceof ApiError && producer.error.status === 404)) body = <NotFound backTo={PRODUCERS_PATH} backLabel="Üreticiler listesine dön" />;
  else if (producer.error) body = <ServerError error={{ message: errorMessage(producer.error), rest: [] }} />;
  else if (!producer.data) body = <Loading text="Üretici yükleniyor…" />;
  else body = <ProducerForm key={`${id}-${producer.data.updatedAt}`} id={id} initialValues={valuesOf(producer.data)} />;

  return (
    <Stack gap="lg" maw={880} w="100%">
      <div>
        <Anchor component={Link} to={PRODUCERS_PATH} fz="sm">
          Üreticiler
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {id === undefined ? 'Yeni üretici' : 'Üretici düzenle'}
        </Title>
      </div>
      {body}
    </Stack>
  );
}

function ProducerForm({ id, initialValues }: { id?: number; initialValues: ProducerValues }) {
  const save = useSaveProducer();
  const navigate = useNavigate();
  const { form, onSubmit, serverError } = useContractForm(producerInputSchema, {
    initialValues,
    toRequest: requestOf,
    validate: validateProducer,
    fieldNames,
    onSubmit: async (input) => {
      const saved = await save.mutateAsync({ input, id });
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Kaydedildi', message: `“${saved.fullName}” kaydedildi.` });
      await navigate(PRODUCERS_PATH);
    },
  });
  const values = form.getValues();
  const person = values.kind === 'person';
  const check = identityCheck(values.kind, values.tcOrVkn);
  const tcError = form.errors['tcOrVkn'] ?? check.error;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Üretici formu">
      <Stack gap="lg">
        <ServerError error={serverError} />
        <Fieldset legend="Kimlik">
          <Grid gap="md">
            <Grid.Col span={12}>
              <Text component="span" fz="sm" fw={500} id="producer-kind-label">
                Üretici türü
              </Text>
              <SegmentedControl
                display="flex"
                mt={4}
                aria-labelledby="producer-kind-label"
                data={(['person', 'company'] as const).map((k) => ({ value: k, label: ProducerKindLabel[k] }))}
                {...form.getInputProps('kind')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={person ? 'TC kimlik no' : 'Vergi kimlik no (VKN)'}
                withAsterisk
                inputMode="numeric"
                maxLength={person ? 11 : 10}
                autoComplete="off"
                {...form.getInputProps('tcOrVkn')}
                error={tcError}
                // A dark green that keeps 4.5:1 on the light and the dark background.
                description={!tcError && check.ok ? <Text span fz="xs" fw={600} style={{ color: 'light-dark(#1b5e2b, #8ce99a)' }}>{check.ok}</Text> : undefined}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="ÇKS kayıt no" maxLength={30} {...form.getInputProps('cksNumber')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: person ? 6 : 12 }}>
              <TextInput label={person ? 'Ad' : 'Şirket unvanı'} withAsterisk maxLength={150} {...form.getInputProps('name')} />
            </Grid.Col>
            {person && (
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput label="Soyad" withAsterisk maxLength={80} {...form.getInputProps('surname')} />
              </Grid.Col>
            )}
          </Grid>
        </Fieldset>
        <Fieldset legend="İletişim">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <PhoneInput {...form.getInputProps('phone')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="E-posta" type="email" autoComplete="off" {...form.getInputProps('email')} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend="Adres">
          <Stack gap="md">
            <AddressFields
              value={{ provinceCode: values.provinceCode, district: values.district, neighbourhood: values.neighbourhood }}
              onChange={(change) => form.setValues(change)}
              errors={{ provinceCode: form.errors['provinceCode'] as string, district: form.errors['district'] as string, neighbourhood: form.errors['neighbourhood'] as string }}
            />
            <Textarea label="Açık adres" autosize minRows={2} maxLength={300} {...form.getInputProps('address')} />
          </Stack>
        </Fieldset>
        <Textarea label="Notlar" autosize minRows={3} maxLength={2000} {...form.getInputProps('notes')} />
        <FormActions submitting={form.submitting} cancelTo={PRODUCERS_PATH} />
      </Stack>
    </form>
  );
}
