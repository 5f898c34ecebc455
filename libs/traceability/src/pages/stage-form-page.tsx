import { Alert, Anchor, Badge, Button, FileInput, Group, List, NativeSelect, Radio, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { HarvestUnitLabel, HarvestUnits, LocationCheckLabel, StageKindLabel, StageKinds, stageInputSchema, TraceabilityErrorCode, type Lot, type StageInput, type StageKind } from '@portal/contracts';
import { ApiError, errorMessage, useApi } from '@portal/shared/api-client';
import { focusFirstError, LazyDateField, LoadError, Loading, NotFound, NumeralInput, ServerError, useContractForm, useUnitOptions } from '@portal/shared/ui';
import { IconAlertTriangle, IconCurrentLocation, IconPhoto } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { lotKeys } from '../api/keys';
import { useLot } from '../api/lots';
import { useAreaPrescriptions, useLicencesForPlant, usePrescription } from '../api/options';
import { checkStage, postStage, postStagePhoto } from '../api/stages';
import { phiCheckText } from '../components/compliance-panel';
import { dateText, isoDay, numberText } from '@portal/shared/util';
import { newClientId } from '../offline/client-id';
import { isConnectionFailure } from '../offline/outbox';
import { keepPhotos } from '../offline/photo-store';
import { useOutbox, useOutboxSender } from '../offline/use-outbox';
import { lotPath, LOTS_PATH } from '../paths';
import { lotIdOf } from './lot-page';
import { stageFieldNames, stageRequestOf, validateStage, type StageValues } from './stage-request';

/** `/partiler/:id/asama-ekle`: a field controller records a stage on the phone. */
export function StageFormPage() {
  const id = lotIdOf(useParams().id);
  const lot = useLot(id ?? 0, id !== null);
  useOutboxSender();

  let body;
  if (id === null || (lot.error instanceof ApiError && lot.error.status === 404)) body = <NotFound backTo={LOTS_PATH} backLabel="Partilere dön" />;
  else if (lot.error) body = <LoadError title="Parti okunamadı" error={lot.error} onRetry={() => void lot.refetch()} />;
  else if (!lot.data) body = <Loading text="Parti yükleniyor…" />;
  else if (lot.data.status === 'closed') body = <Alert color="gray" title="Parti kapalı">Kapalı partiye aşama eklenemez. Partiyi yeniden açmak için parti sayfasına dönün.</Alert>;
  else body = <StageForm lot={lot.data} />;

  return (
    <Stack gap="lg" w="100%" maw={640}>
      <div>
        <Anchor component={Link} to={id ? lotPath(id) : LOTS_PATH} fz="sm">
          {lot.data ? `Parti ${lot.data.code}` : 'Parti'}
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          Aşama ekle
        </Title>
        {lot.data && (
          <Text c="dimmed" fz="sm">
            {lot.data.plant.name}
            {lot.data.variety ? ` · ${lot.data.variety}` : ''} · {lot.data.productionArea.name}
          </Text>
        )}
      </div>
      {body}
    </Stack>
  );
}

const kindOptions = StageKinds.map((k) => ({ value: k, label: StageKindLabel[k] }));

function StageForm({ lot }: { lot: Lot }) {
  const client = useApi();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const box = useOutbox();
  // One id per entry: a repeated send (a double tap, the outbox after a lost answer) is one stage.
  const [clientId] = useState(newClientId);
  const [locating, setLocating] = useState(false);
  const [licenceSearch, setLicenceSearch] = useState('');
  const { form, onSubmit, serverError, setServerError, submitting } = useContractForm(stageInputSchema, {
    initialValues: {
      kind: lot.lastStage ? nextKind(lot.lastStage.kind) : 'sowing',
      date: isoDay(),
      notes: '',
      location: null,
      source: 'prescription',
      prescriptionId: '',
      prescriptionLineKey: '',
      licenceId: null,
      dose: '',
      doseUnitId: '',
      amount: '',
      unit: 'kg',
      packages: '',
      packageUnit: 'koli',
      phiOverrideReason: '',
      photos: [],
    },
    toRequest: (values: StageValues) => stageRequestOf(clientId, values),
    validate: (values: StageValues) => validateStage(clientId, values),
    fieldNames: stageFieldNames,
    adjustServerErrors: (errors, _rest, err) => {
      if (err instanceof ApiError && err.code === TraceabilityErrorCode.PhiNotKept) errors['phiOverrideReason'] = err.message;
    },
    formOptions: { validateInputOnBlur: false },
    onSubmit: (input, values) => save(input, values),
  });
  const v = form.getValues();
  const spraying = v.kind === 'spraying';

  const prescriptions = useAreaPrescriptions(lot.productionArea.id, spraying && v.source === 'prescription');
  const prescription = usePrescription(spraying && v.source === 'prescription' && v.prescriptionId ? Number(v.prescriptionId) : null);
  const licences = useLicencesForPlant(lot.plant.id, licenceSearch);
  const units = useUnitOptions();

  // §3 ★: what saving would say (order, PHI, the location), asked as the form changes, before saving.
  // The reason and the notes do not change the verdict: typing them asks nothing again.
  const request = stageRequestOf(clientId, { ...v, notes: '', phiOverrideReason: '', photos: [] });
  const parsed = stageInputSchema.safeParse(request);
  const [checkInput] = useDebouncedValue(parsed.success ? parsed.data : null, 400);
  const check = useQuery({
    queryKey: [...lotKeys.lot(lot.id), 'check', checkInput],
    queryFn: ({ signal }) => checkStage(client, lot.id, checkInput!, signal),
    enabled: checkInput !== null,
    retry: false,
    staleTime: 30_000,
    // The previous verdict stays on screen while the next is asked, so nothing jumps or loses focus.
    placeholderData: keepPreviousData,
  });
  const phiNotKept = v.kind === 'harvest' && (check.data?.phi.some((c) => !c.ok) ?? false);
  const blocking = check.data?.errors.filter((e) => e.code !== TraceabilityErrorCode.PhiNotKept) ?? [];

  const locate = () => {
    if (!('geolocation' in navigator)) {
      form.setFieldError('location', 'Bu cihaz konum vermiyor');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        form.setFieldValue('location', { lat: round(pos.coords.latitude, 6), lon: round(pos.coords.longitude, 6), accuracyM: Math.round(pos.coords.accuracy) });
        form.clearFieldError('location');
      },
      (err) => {
        setLocating(false);
        form.setFieldError('location', err.code === err.PERMISSION_DENIED ? 'Konum izni verilmedi; tarayıcı ayarlarından izin verebilirsiniz' : 'Konum alınamadı; açık alanda yeniden deneyin');
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const keepOnDevice = async (input: StageInput) => {
    if (!box) {
      // Signed out meanwhile: the entry would belong to no one on this device.
      setServerError({ message: 'Bağlantı yok ve oturum kapanmış: kayıt cihazda saklanamadı. Yeniden giriş yapıp tekrar deneyin.', rest: [] });
      return;
    }
    // The photos first: an entry that says it has photos must find them.
    let photosKept = 0;
    if (v.photos.length) {
      try {
        await keepPhotos(box.owner, input.clientId, v.photos);
        photosKept = v.photos.length;
      } catch {
        // No IndexedDB, or its quota is used up: the stage is kept without them, and the message says so.
      }
    }
    box.add({ lotId: lot.id, lotCode: lot.code, input, ...(photosKept ? { photos: photosKept } : {}) });
    let photoNote = '';
    if (photosKept) photoNote = ` ${photosKept} fotoğraf da onunla gönderilecek.`;
    else if (v.photos.length) photoNote = ' Fotoğraflar cihazda saklanamadı; gönderildikten sonra ekleyebilirsiniz.';
    notifications.show({
      color: 'blue',
      title: 'Bağlantı yok: kayıt cihazda saklandı',
      message: `Bağlantı gelince kendiliğinden gönderilecek.${photoNote}`,
    });
    await navigate(lotPath(lot.id));
  };

  async function save(input: StageInput, values: StageValues) {
    if (phiNotKept && !values.phiOverrideReason.trim()) {
      form.setFieldError('phiOverrideReason', 'Bekleme süresi dolmadan hasat için gerekçe yazın');
      focusFirstError(form.getInputNode, { phiOverrideReason: 'x' });
      return;
    }
    if (navigator.onLine === false) return keepOnDevice(input);
    try {
      const stage = await postStage(client, lot.id, input);
      const failed: string[] = [];
      for (const photo of values.photos) {
        try {
          await postStagePhoto(client, lot.id, stage.id, photo);
        } catch (err) {
          failed.push(`${photo.name}: ${errorMessage(err)}`);
        }
      }
      await queries.invalidateQueries({ queryKey: lotKeys.all });
      notifications.show({ color: 'green', title: 'Kaydedildi', message: `${StageKindLabel[stage.kind]} (${dateText(stage.date)}) kaydedildi.` });
      if (failed.length) notifications.show({ color: 'red', title: 'Bazı fotoğraflar yüklenemedi', message: failed.join('; ') });
      await navigate(lotPath(lot.id));
    } catch (err) {
      if (isConnectionFailure(err)) return keepOnDevice(input);
      throw err;
    }
  }

  const licenceOptions = (licences.data ?? []).map((l) => ({ value: String(l.id), label: `${l.tradeName} (${l.licenceNumber})` }));
  const unitOptions = [{ value: '', label: 'Birim seçin' }, ...(units.data ?? []).map((u) => ({ value: String(u.id), label: u.symbol }))];

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Aşama formu">
      <Stack gap="md">
        <ServerError error={serverError} />
        <NativeSelect label="Aşama" withAsterisk data={kindOptions} {...form.getInputProps('kind')} />
        <LazyDateField label="Tarih" withAsterisk maxDate={isoDay()} {...form.getInputProps('date')} value={v.date} onChange={(d) => form.setFieldValue('date', d)} />

        {spraying && (
          <Stack gap="sm">
            <Radio.Group label="İlaçlama bilgisi" {...form.getInputProps('source')}>
              <Group mt={4} gap="lg">
                <Radio value="prescription" label="Reçeteden" />
                <Radio value="direct" label="Ürün ve doz" />
              </Group>
            </Radio.Group>
            {v.source === 'prescription' ? (
              <>
                <NativeSelect
                  label="Reçete"
                  withAsterisk
                  description={prescriptions.data && prescriptions.data.length === 0 ? 'Bu alana yazılmış reçete yok; “Ürün ve doz” ile girin.' : 'Bu alana yazılmış reçeteler'}
                  data={[{ value: '', label: prescriptions.isPending ? 'Yükleniyor…' : 'Reçete seçin' }, ...(prescriptions.data ?? []).map((p) => ({ value: String(p.id), label: `${p.prescriptionNo} · ${dateText(p.startDate)} · ${p.productNames.join(', ')}` }))]}
                  {...form.getInputProps('prescriptionId')}
                  onChange={(e) => {
                    form.setFieldValue('prescriptionId', e.currentTarget.value);
                    form.setFieldValue('prescriptionLineKey', '');
                  }}
                />
                {v.prescriptionId && (
                  <NativeSelect
                    label="Uygulanan ürün"
                    withAsterisk
                    data={[
                      { value: '', label: prescription.isPending ? 'Yükleniyor…' : 'Ürün seçin' },
                      ...(prescription.data?.lines ?? []).map((l) => ({ value: l.key, label: `${l.tradeName} · ${l.harmfulOrganism.name} · ${numberText(l.dose)} ${l.doseUnit.symbol}` })),
                    ]}
                    {...form.getInputProps('prescriptionLineKey')}
                  />
                )}
              </>
            ) : (
              <>
                <Select
                  label="Ürün"
                  description={`${lot.plant.name} için ruhsatlı ve geçerli ürünler`}
                  withAsterisk
                  searchable
                  searchValue={licenceSearch}
                  onSearchChange={setLicenceSearch}
                  filter={({ options }) => options}
                  nothingFoundMessage={licences.isFetching ? 'Aranıyor…' : 'Ürün bulunamadı'}
                  data={licenceOptions}
                  {...form.getInputProps('licenceId')}
                />
                <Group grow align="flex-start">
                  <NumeralInput label="Doz" withAsterisk positiveOnly decimals={3} separators="tr" {...form.getInputProps('dose')} />
                  <NativeSelect label="Doz birimi" withAsterisk data={unitOptions} {...form.getInputProps('doseUnitId')} />
                </Group>
              </>
            )}
          </Stack>
        )}

        {v.kind === 'harvest' && (
          <Group grow align="flex-start">
            <NumeralInput label="Hasat miktarı" withAsterisk positiveOnly decimals={3} separators="tr" {...form.getInputProps('amount')} />
            <NativeSelect label="Birim" withAsterisk data={HarvestUnits.map((u) => ({ value: u, label: HarvestUnitLabel[u] }))} {...form.getInputProps('unit')} />
          </Group>
        )}

        {v.kind === 'packing' && (
          <Group grow align="flex-start">
            <NumeralInput label="Ambalaj sayısı" positiveOnly decimals={0} separators="tr" {...form.getInputProps('packages')} />
            <TextInput label="Ambalaj türü" maxLength={40} {...form.getInputProps('packageUnit')} />
          </Group>
        )}

        {phiNotKept && check.data && (
          <Alert color="red" variant="filled" icon={<IconAlertTriangle aria-hidden />} title="Bekleme süresi dolmadı" role="alert">
            <Stack gap={6}>
              <Text fz="sm">Bu tarihte hasat, ilaçlamaların bekleme süresi içinde kalıyor:</Text>
              <List fz="sm" spacing={4}>
                {check.data.phi
                  .filter((c) => !c.ok)
                  .map((c, i) => (
                    <List.Item key={i}>{phiCheckText(c)}</List.Item>
                  ))}
              </List>
              <Text fz="sm">Yine de kaydetmek için gerekçe yazın; hasat partide kırmızı işaretlenir.</Text>
            </Stack>
          </Alert>
        )}
        {phiNotKept && <Textarea label="Gerekçe (bekleme süresi dolmadan hasat)" withAsterisk autosize minRows={2} maxLength={500} {...form.getInputProps('phiOverrideReason')} />}
        {blocking.length > 0 && (
          <Alert color="orange" variant="light" title="Bu kayıt şu hâliyle kaydedilemez">
            <List fz="sm">
              {blocking.map((e) => (
                <List.Item key={e.code + e.message}>{e.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Stack gap={6}>
          <Group gap="sm">
            <Button variant="light" leftSection={<IconCurrentLocation size={18} aria-hidden />} loading={locating} onClick={locate}>
              {v.location ? 'Konumu yenile' : 'Konumumu ekle'}
            </Button>
            {v.location && (
              <Button variant="subtle" color="gray" onClick={() => form.setFieldValue('location', null)}>
                Konumu kaldır
              </Button>
            )}
          </Group>
          {v.location && (
            <Group gap="xs">
              <Text fz="sm">
                Konum: {v.location.lat.toFixed(5)}, {v.location.lon.toFixed(5)}
                {v.location.accuracyM ? ` (±${v.location.accuracyM} m)` : ''}
              </Text>
              {check.data?.locationCheck && (
                <Badge color={check.data.locationCheck === 'inside' ? 'green' : check.data.locationCheck === 'outside' ? 'orange' : 'gray'} variant="light">
                  {LocationCheckLabel[check.data.locationCheck]}
                </Badge>
              )}
            </Group>
          )}
          {form.errors['location'] && (
            <Text fz="sm" c="red.8" role="alert">
              {form.errors['location']}
            </Text>
          )}
        </Stack>

        <Textarea label="Not" autosize minRows={2} maxLength={2000} {...form.getInputProps('notes')} />
        <FileInput
          label="Fotoğraflar"
          description="En çok 6 fotoğraf; JPEG, PNG ya da WebP, her biri en çok 5 MB"
          multiple
          clearable
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          leftSection={<IconPhoto size={16} aria-hidden />}
          {...form.getInputProps('photos')}
        />
        <Button type="submit" loading={submitting} w="fit-content">
          Kaydet
        </Button>
      </Stack>
    </form>
  );
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The stage a controller most likely records next, after the latest one. */
function nextKind(last: StageKind): StageKind {
  if (last === 'sowing' || last === 'planting') return 'irrigation';
  if (last === 'harvest') return 'packing';
  return last;
}
