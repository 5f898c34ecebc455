// The fields an application is recorded and corrected with (contracts register.ts): when, who
// applied it (the certificate number is required of an authorised or professional applicator),
// the water and the area sprayed, and a note.
import { Grid, NativeSelect, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ApplicatorKindLabel, ApplicatorKinds, CertifiedApplicatorKinds, type ApplicatorKind } from '@portal/contracts';
import { ClampedTimeInput, LazyDateField, NumeralInput } from '@portal/shared/ui';
import { isoDay } from '@portal/shared/util';

export interface ApplicationCommonValues {
  appliedOn: string | null;
  startTime: string;
  applicatorKind: ApplicatorKind;
  applicatorName: string;
  applicatorCertificateNo: string;
  waterVolumeLitres: number | string;
  decares: number | string;
  notes: string;
}

export const applicatorKindOptions = ApplicatorKinds.map((k) => ({ value: k, label: ApplicatorKindLabel[k] }));

export function WhenFields<V extends ApplicationCommonValues>({ form }: { form: UseFormReturnType<V> }) {
  const v = form.getValues();
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <LazyDateField
          label="Uygulama tarihi"
          withAsterisk
          maxDate={isoDay()}
          {...form.getInputProps('appliedOn')}
          value={v.appliedOn}
          onChange={(d) => form.setFieldValue('appliedOn', d as never)}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <ClampedTimeInput label="Başlama saati" withAsterisk description="SS:DD, ör. 06:30" {...form.getInputProps('startTime')} />
      </Grid.Col>
    </Grid>
  );
}

export function ApplicatorFields<V extends ApplicationCommonValues>({ form }: { form: UseFormReturnType<V> }) {
  const v = form.getValues();
  const certified = CertifiedApplicatorKinds.includes(v.applicatorKind);
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect label="Uygulayıcı türü" withAsterisk data={applicatorKindOptions} {...form.getInputProps('applicatorKind')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label="Uygulayıcının adı" withAsterisk maxLength={120} autoComplete="off" {...form.getInputProps('applicatorName')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label="Uygulayıcı belge numarası"
          withAsterisk={certified}
          description={certified ? `${ApplicatorKindLabel[v.applicatorKind]} için zorunlu` : 'Üretici için isteğe bağlı'}
          maxLength={40}
          autoComplete="off"
          {...form.getInputProps('applicatorCertificateNo')}
        />
      </Grid.Col>
    </Grid>
  );
}

export function AreaWaterFields<V extends ApplicationCommonValues>({ form, areaDecares }: { form: UseFormReturnType<V>; areaDecares: number | null }) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <NumeralInput
          label="Uygulanan alan (da)"
          withAsterisk
          positiveOnly
          decimals={2}
          separators="tr"
          description={areaDecares ? `Alanın tamamı ${areaDecares.toLocaleString('tr-TR')} da` : undefined}
          {...form.getInputProps('decares')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6 }}>
        <NumeralInput label="Su miktarı (L)" positiveOnly decimals={2} separators="tr" description="Kullanılan toplam ilaçlı su" {...form.getInputProps('waterVolumeLitres')} />
      </Grid.Col>
    </Grid>
  );
}

export function NotesField<V extends ApplicationCommonValues>({ form }: { form: UseFormReturnType<V> }) {
  return <Textarea label="Not" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />;
}
