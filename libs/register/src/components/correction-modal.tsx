// "Düzelt": a correction of an application or a harvest (PUT register/{kind}/{id}), the form filled
// with the record as it is, a reason required, the record's version sent. A correction against an
// older version (someone corrected it meanwhile) is refused with 409: the user is told so in
// Turkish, the register is read again and the form starts over from the newer record.
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { AppliedAmountUnits, applicationCorrectionSchema, harvestCorrectionSchema, RegisterErrorCode, type AppliedAmountUnit, type RegisterApplication, type RegisterHarvest } from '@portal/contracts';
import { ApiError, useApi } from '@portal/shared/api-client';
import { NumeralInput, ServerError, useContractForm } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { KyInstance } from 'ky';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { putApplication } from '../api/applications';
import { putHarvest } from '../api/harvests';
import { registerKeys } from '../api/keys';
import { applicationFieldsOf } from '../pages/application-request';
import { harvestFieldNames, harvestFieldsOf, HarvestFields, type HarvestValues } from './harvest-fields';
import { AreaWaterFields, ApplicatorFields, NotesField, WhenFields, type ApplicationCommonValues } from './application-fields';

export type CorrectionTarget = { kind: 'application'; record: RegisterApplication; name: string } | { kind: 'harvest'; record: RegisterHarvest; name: string };

export const STALE_TEXT = 'Bu kayıt siz düzeltirken başka biri tarafından değiştirildi. Kaydın güncel hâli yüklendi: düzeltmenizi onun üzerinden yeniden yapın.';

export function CorrectionModal({ target, onClose }: { target: CorrectionTarget | null; onClose(): void }) {
  const [stale, setStale] = useState(false);
  const close = () => {
    setStale(false);
    onClose();
  };
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `Düzelt: ${target.name}` : 'Düzelt'} size="xl" closeButtonProps={{ 'aria-label': 'Düzeltmeyi kapat' }}>
      {stale && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Kayıt değişmiş" mb="md" role="alert">
          {STALE_TEXT}
        </Alert>
      )}
      {/* Keyed by version: the newer record read after a refusal starts the form over. */}
      {target?.kind === 'application' && <ApplicationCorrectionForm key={`a-${target.record.id}-${target.record.version}`} record={target.record} onStale={() => setStale(true)} onDone={close} />}
      {target?.kind === 'harvest' && <HarvestCorrectionForm key={`h-${target.record.id}-${target.record.version}`} record={target.record} onStale={() => setStale(true)} onDone={close} />}
    </Modal>
  );
}

interface CorrectionFormProps<R> {
  record: R;
  onStale(): void;
  onDone(): void;
}

const isStale = (err: unknown) => err instanceof ApiError && err.status === 409 && err.code === RegisterErrorCode.StaleVersion;

interface CorrectionFormOptions<V extends { reason: string }, R> {
  label: string;
  schema: z.ZodType<R>;
  initialValues: V;
  toRequest(values: V): unknown;
  fieldNames?: readonly string[];
  put(client: KyInstance, correction: R): Promise<unknown>;
  onStale(): void;
  onDone(): void;
  /** The record's own fields; the reason and the buttons follow. */
  children(form: UseFormReturnType<V>): ReactNode;
}

/** A correction of either kind: sent with the record's version; a stale one reads the register again and says so. */
function CorrectionForm<V extends { reason: string }, R>({ label, schema, initialValues, toRequest, fieldNames, put, onStale, onDone, children }: CorrectionFormOptions<V, R>) {
  const client = useApi();
  const queries = useQueryClient();
  const { form, onSubmit, serverError, submitting } = useContractForm(schema, {
    initialValues,
    toRequest,
    fieldNames,
    formOptions: { validateInputOnBlur: false },
    onSubmit: async (input) => {
      try {
        await put(client, input);
      } catch (err) {
        if (isStale(err)) {
          onStale();
          await queries.invalidateQueries({ queryKey: registerKeys.all });
          return;
        }
        throw err;
      }
      await queries.invalidateQueries({ queryKey: registerKeys.all });
      notifications.show({ color: 'green', title: 'Düzeltildi', message: 'Düzeltme kaydedildi; önceki hâli geçmişte saklanıyor.' });
      onDone();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <ServerError error={serverError} />
        {children(form)}
        <Textarea label="Düzeltme nedeni" withAsterisk autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} />
        <Group>
          <Button type="submit" loading={submitting}>
            Düzeltmeyi kaydet
          </Button>
          <Button variant="default" onClick={onDone}>
            Vazgeç
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface ApplicationCorrectionValues extends ApplicationCommonValues {
  amount: number | string;
  amountUnit: AppliedAmountUnit | '';
  reason: string;
}

const unitOptions = [{ value: '', label: 'Birim' }, ...AppliedAmountUnits.map((u) => ({ value: u, label: u }))];

function ApplicationCorrectionForm({ record, onStale, onDone }: CorrectionFormProps<RegisterApplication>) {
  const initialValues: ApplicationCorrectionValues = {
    appliedOn: record.appliedOn,
    startTime: record.startTime ?? '',
    applicatorKind: record.applicatorKind ?? 'producer',
    applicatorName: record.applicatorName,
    applicatorCertificateNo: record.applicatorCertificateNo ?? '',
    amount: record.amount ?? '',
    amountUnit: (AppliedAmountUnits as readonly string[]).includes(record.amountUnit ?? '') ? (record.amountUnit as AppliedAmountUnit) : '',
    waterVolumeLitres: record.waterVolumeLitres ?? '',
    decares: record.decares ?? '',
    notes: record.notes ?? '',
    reason: '',
  };
  return (
    <CorrectionForm
      label="Uygulama düzeltme formu"
      schema={applicationCorrectionSchema}
      initialValues={initialValues}
      toRequest={(v) => ({ ...applicationFieldsOf(v, v), version: record.version, reason: v.reason })}
      put={(client, correction) => putApplication(client, record.id, correction)}
      onStale={onStale}
      onDone={onDone}
    >
      {(form) => (
        <>
          <WhenFields form={form} />
          <Group grow align="flex-start" gap="sm">
            <NumeralInput label={`${record.productName}: kullanılan miktar`} withAsterisk positiveOnly decimals={4} separators="tr" {...form.getInputProps('amount')} />
            <NativeSelect label="Birim" withAsterisk data={unitOptions} {...form.getInputProps('amountUnit')} />
          </Group>
          <ApplicatorFields form={form} />
          <AreaWaterFields form={form} areaDecares={null} />
          <NotesField form={form} />
        </>
      )}
    </CorrectionForm>
  );
}

interface HarvestCorrectionValues extends HarvestValues {
  reason: string;
}

function HarvestCorrectionForm({ record, onStale, onDone }: CorrectionFormProps<RegisterHarvest>) {
  const initialValues: HarvestCorrectionValues = { harvestedOn: record.harvestedOn, amount: record.amount, unit: record.unit, lotOrBuyer: record.lotOrBuyer ?? '', notes: record.notes ?? '', reason: '' };
  return (
    <CorrectionForm
      label="Hasat düzeltme formu"
      schema={harvestCorrectionSchema}
      initialValues={initialValues}
      toRequest={(v) => ({ ...harvestFieldsOf(v), version: record.version, reason: v.reason })}
      fieldNames={[...harvestFieldNames, 'reason']}
      put={(client, correction) => putHarvest(client, record.id, correction)}
      onStale={onStale}
      onDone={onDone}
    >
      {(form) => <HarvestFields form={form} />}
    </CorrectionForm>
  );
}
