import { Alert, Anchor, Button, Card, Checkbox, Grid, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { applicationInputSchema, AppliedAmountUnits, PrescriptionKind, type AppliedAmountUnit, type ApplicationCheckResult, type ApplicationInput, type Prescription, type PrescriptionLine } from '@portal/contracts';
import { ApiError, errorMessage, useApi } from '@portal/shared/api-client';
import { LoadError, Loading, NotFound, NumeralInput, ServerError, useContractForm } from '@portal/shared/ui';
import { dateText, isoDay, numberText } from '@portal/shared/util';
import { keepPreviousData, useQueries, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { checkApplication, postApplication } from '../api/applications';
import { usePrescription } from '../api/get-prescription';
import { registerKeys } from '../api/keys';
import { AreaWaterFields, ApplicatorFields, NotesField, WhenFields } from '../components/application-fields';
import { FlagAlerts } from '../components/flags';
import { SprayWindowPanel } from '../components/spray-window-panel';
import { WeatherSummary } from '../components/weather-summary';
import { areaRegisterPath, prescriptionPath, PRODUCERS_PATH } from '../paths';
import { applicationFieldNames, checkRequestOf, chosenLines, LINE_FIELDS, lineField, requestsOf, validateApplication, type ApplicationValues } from './application-request';

export const idOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Why an application cannot be recorded against this prescription; null when it can. */
export function notApplicableReason(p: Prescription): string | null {
  if (p.deleted) return 'Bu reçete geri çekildi: ona uygulama kaydedilemez.';
  if (p.state !== 'issued') return 'Bu reçete iptal edildi: uygulama, yerine düzenlenen reçeteye kaydedilir.';
  if (p.productionAreaId === null || p.type === PrescriptionKind.Fast) return 'Bu reçete bir üretim alanına yazılmamış: uygulama yalnızca alan reçetelerine kaydedilir.';
  if (p.type === PrescriptionKind.Fertilization || p.type === PrescriptionKind.FertilizationToProducer) return 'Gübreleme planlarına ilaç uygulaması kaydedilmez.';
  return null;
}

/** `kayit-defteri/uygulama/:prescriptionId`: what was actually applied of an issued area prescription. */
export function ApplicationPage() {
  const id = idOf(useParams().prescriptionId);
  const prescription = usePrescription(id ?? 0, id !== null);

  let body;
  if (id === null || (prescription.error instanceof ApiError && (prescription.error.status === 404 || prescription.error.status === 403)))
    body = <NotFound backTo={PRODUCERS_PATH} backLabel="Üreticilere dön" />;
  else if (prescription.error) body = <LoadError title="Reçete okunamadı" error={prescription.error} onRetry={() => void prescription.refetch()} />;
  else if (!prescription.data) body = <Loading text="Reçete yükleniyor…" />;
  else {
    const reason = notApplicableReason(prescription.data);
    body = reason ? (
      <Alert color="gray" variant="light" title="Uygulama kaydedilemez">
        {reason}
      </Alert>
    ) : (
      <ApplicationForm p={prescription.data} />
    );
  }
  const p = prescription.data;
  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <div>
        {p && (
          <Anchor component={Link} to={prescriptionPath(p.id)} fz="sm">
            ← Reçete {p.prescriptionNo}
          </Anchor>
        )}
        <Title order={1} fz="h2" mt={4}>
          Uygulama kaydet
        </Title>
        {p && (
          <Text c="dimmed" fz="sm">
            {[p.productionArea?.name, p.plant.name, p.fullName].filter(Boolean).join(' · ')}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}

const unitOf = (line: PrescriptionLine): AppliedAmountUnit | '' => {
  const unit = line.amount?.productUnit;
  return unit && (AppliedAmountUnits as readonly string[]).includes(unit) ? (unit as AppliedAmountUnit) : '';
};
const unitOptions = [{ value: '', label: 'Birim' }, ...AppliedAmountUnits.map((u) => ({ value: u, label: u }))];
const lineName = (line: PrescriptionLine) => `${line.tradeName} · ${line.harmfulOrganism.name} · ${numberText(line.dose)} ${line.doseUnit.symbol}`;

function initialValues(p: Prescription): ApplicationValues {
  const decares = p.decares ?? p.productionArea?.decares ?? '';
  return {
    appliedOn: isoDay(),
    startTime: '',
    applicatorKind: 'producer',
    applicatorName: p.producer ? [p.producer.name, p.producer.surName].filter(Boolean).join(' ') : '',
    applicatorCertificateNo: '',
    waterVolumeLitres: p.lines[0]?.amount?.waterTotal ?? '',
    decares,
    notes: '',
    // One line is chosen for the user when there is only one; several lines: the user says which were applied.
    lines: p.lines.map((line) => ({ key: line.key, selected: p.lines.length === 1, amount: line.amount?.productAmount ?? '', amountUnit: unitOf(line) })),
  };
}

const applicationsSchema = z.array(applicationInputSchema).min(1);

function ApplicationForm({ p }: { p: Prescription }) {
  const client = useApi();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const areaId = p.productionAreaId!;
  // The line being saved when a refusal comes: its details go under that line.
  const saving = useRef<number | null>(null);
  const { form, onSubmit, serverError, submitting } = useContractForm(applicationsSchema, {
    initialValues: initialValues(p),
    toRequest: (v: ApplicationValues) => requestsOf(p.id, v),
    validate: (v: ApplicationValues) => validateApplication(p.id, v),
    fieldNames: applicationFieldNames,
    adjustServerErrors: (errors) => {
      const index = saving.current;
      for (const field of LINE_FIELDS) {
        if (errors[field] === undefined) continue;
        if (index !== null) errors[lineField(index, field)] = errors[field];
        delete errors[field];
      }
    },
    formOptions: { validateInputOnBlur: false },
    onSubmit: async (requests, values) => {
      const saved: string[] = [];
      // The parsed requests are the chosen lines', in the same order.
      const chosen = chosenLines(values);
      for (const [k, { line, index }] of chosen.entries()) {
        saving.current = index;
        try {
          await postApplication(client, requests[k]!);
          saved.push(line.key);
        } catch (err) {
          // Lines already stored stay stored: they are unticked, so a second try sends only the rest.
          if (saved.length) {
            form.setFieldValue('lines', values.lines.map((l) => (saved.includes(l.key) ? { ...l, selected: false } : l)));
            await queries.invalidateQueries({ queryKey: registerKeys.all });
            notifications.show({ color: 'orange', title: 'Bir kısmı kaydedildi', message: `${saved.length} ürünün uygulaması kaydedildi; kalanı kaydedilemedi.` });
          }
          // `saving` still names the failed line: its details go under it.
          throw err;
        }
      }
      saving.current = null;
      await queries.invalidateQueries({ queryKey: registerKeys.all });
      notifications.show({ color: 'green', title: 'Kaydedildi', message: `${dateText(values.appliedOn)} ${values.startTime} uygulaması kayıt defterine yazıldı.` });
      await navigate(areaRegisterPath(areaId, Number((values.appliedOn ?? isoDay()).slice(0, 4))));
    },
  });
  const v = form.getValues();

  // What saving would flag and the weather it would store, asked as the form changes.
  const chosen = chosenLines(v);
  const checkInputs = chosen.map(({ line }) => checkRequestOf(p.id, v, line));
  const ready = checkInputs.every((c): c is ApplicationInput => c !== null) ? checkInputs : [];
  // Debounced by content: the requests are new objects on every render.
  const readyKey = JSON.stringify(ready);
  const [debouncedKey] = useDebouncedValue(readyKey, 500);
  const debounced = useMemo(() => JSON.parse(debouncedKey) as ApplicationInput[], [debouncedKey]);
  const checks = useQueries({
    queries: debounced.map((input) => ({
      queryKey: registerKeys.check(input),
      queryFn: ({ signal }: { signal: AbortSignal }) => checkApplication(client, input, signal),
      retry: false,
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    })),
  });
  const checking = checks.some((c) => c.isFetching) || readyKey !== debouncedKey;
  const results = checks.map((c) => c.data).filter((d): d is ApplicationCheckResult => d !== undefined);
  const checkError = checks.find((c) => c.error)?.error;

  const fillWindow = (day: string, startTime: string) => {
    form.setFieldValue('appliedOn', day);
    form.setFieldValue('startTime', startTime);
    form.clearFieldError('appliedOn');
    form.clearFieldError('startTime');
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <form onSubmit={onSubmit} noValidate aria-label="Uygulama formu">
          <Stack gap="md">
            <ServerError error={serverError} />
            <Card withBorder radius="md" padding="md" component="fieldset" style={{ margin: 0 }}>
              <Text component="legend" fw={700} px={4}>
                Uygulanan ürünler
              </Text>
              <Stack gap="sm" data-path="lines" tabIndex={-1}>
                <Text fz="xs" c="dimmed">
                  Yalnızca uygulanan ürünleri seçin; kalanlar sonra kaydedilebilir.
                </Text>
                {p.lines.map((line, index) => {
                  const values = v.lines[index]!;
                  return (
                    <Stack key={line.key} gap={6}>
                      <Checkbox label={lineName(line)} {...form.getInputProps(`lines.${index}.selected`, { type: 'checkbox' })} />
                      {values.selected && (
                        <Group grow align="flex-start" pl={30} gap="sm">
                          <NumeralInput label={`${line.tradeName}: kullanılan miktar`} withAsterisk positiveOnly decimals={4} separators="tr" {...form.getInputProps(`lines.${index}.amount`)} />
                          <NativeSelect label="Birim" withAsterisk data={unitOptions} {...form.getInputProps(`lines.${index}.amountUnit`)} />
                        </Group>
                      )}
                    </Stack>
                  );
                })}
                {form.errors['lines'] && (
                  <Text fz="sm" c="red.8" role="alert">
                    {form.errors['lines']}
                  </Text>
                )}
              </Stack>
            </Card>
            <WhenFields form={form} />
            <ApplicatorFields form={form} />
            <AreaWaterFields form={form} areaDecares={p.productionArea?.decares ?? null} />
            <NotesField form={form} />
            <CheckPanel results={results} checking={checking} error={checkError} idle={chosen.length === 0} names={chosen.map(({ line }) => p.lines.find((l) => l.key === line.key)?.tradeName ?? line.key)} />
            <Group>
              <Button type="submit" loading={submitting}>
                Kaydet
              </Button>
              <Button variant="default" component={Link} to={areaRegisterPath(areaId)}>
                Vazgeç
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <SprayWindowPanel areaId={areaId} onUse={fillWindow} />
      </Grid.Col>
    </Grid>
  );
}

/** The live check: the weather that will be stored and each chosen line's flags, before saving. */
function CheckPanel({ results, checking, error, idle, names }: { results: ApplicationCheckResult[]; checking: boolean; error: unknown; idle: boolean; names: string[] }) {
  const first = results[0];
  const refused = !idle && error instanceof ApiError && (error.status === 409 || error.status === 400);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label="Kaydetmeden önce denetim">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700}>Kaydetmeden önce denetim</Text>
          {checking && (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text fz="xs" c="dimmed">
                Denetleniyor…
              </Text>
            </Group>
          )}
        </Group>
        <Stack gap="sm" role="status" aria-live="polite" data-testid="application-check">
          {refused ? (
            // The API refuses these values as they are (already recorded, not applicable…): said before saving.
            <Alert color="orange" variant="light" p="xs" title="Bu hâliyle kaydedilemez">
              {errorMessage(error)}
            </Alert>
          ) : idle || !first ? (
            <Text fz="sm" c="dimmed">
              {error ? 'Denetim şu an yapılamadı; kayıt yine de denetlenerek kaydedilir.' : 'Ürün, tarih, saat, uygulayıcı ve miktar girildiğinde kayıt denetlenir ve o saatin hava durumu gösterilir.'}
            </Text>
          ) : (
            <>
              <div>
                <Text fz="sm" fw={600}>
                  Kaydedilecek hava durumu
                </Text>
                <WeatherSummary weather={first.weather} unavailableReason={first.weatherUnavailableReason} />
                {first.weather && first.weather.reasons.length > 0 && (
                  <Text fz="xs" c="dimmed" mt={4}>
                    {first.weather.reasons.join(' ')}
                  </Text>
                )}
              </div>
              {results.every((r) => r.flags.length === 0) ? (
                <Text fz="sm">İşaret yok: uygulama reçeteye uygun görünüyor.</Text>
              ) : (
                results.map((r, i) => (r.flags.length > 0 ? <FlagAlerts key={i} flags={r.flags} label={`${names[i] ?? ''}: işaretler`} /> : null))
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
