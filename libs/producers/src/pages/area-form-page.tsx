import { Alert, Anchor, Fieldset, Grid, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  AreaType,
  AreaTypeLabel,
  GreenhouseCover,
  GreenhouseCoverLabel,
  PlantingType,
  PlantingTypeLabel,
  productionAreaInputSchema,
  type GeoPolygon,
  type ProductionArea,
} from '@portal/contracts';
import { decaresOf } from '@portal/domain/geo';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { FormActions, LazyDateField, Loading, NotFound, NumeralInput, schemaErrors, ServerError, useContractForm, usePlantOptions } from '@portal/shared/ui';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useProducer } from '../api/get-producer';
import { useProducerOptions } from '../api/get-producer-options';
import { useProductionArea } from '../api/get-production-area';
import { useSaveProductionArea } from '../api/save-production-area';
import { AddressFields, turkishFilter } from '../components/address-fields';
import { decaresText } from '@portal/shared/util';
import { WeatherPanel } from '../components/weather-panel';
import { LazyAreaMap } from '../map/lazy-area-map';
import { areaRegisterPath, PRODUCERS_PATH } from '../paths';
import { useMemberKind } from '../state/session';

/** The producer picker's value for the corporate member's own area. */
export const CORPORATE = 'kurumsal';

export interface AreaValues {
  /** A producer's id, 'kurumsal', or '' while not chosen. */
  owner: string;
  name: string;
  areaType: string;
  cover: string;
  provinceCode: string;
  district: string;
  neighbourhood: string;
  cksBlock: string;
  cksParcel: string;
  plantId: string;
  plantingType: string;
  plantingDate: string | null;
  expectedHarvestDate: string | null;
  /** Typed by hand; used only while no boundary is drawn. */
  decares: number | string;
  polygon: GeoPolygon | null;
}

const fieldNames = ['producerId', 'name', 'areaType', 'cover', 'provinceCode', 'district', 'neighbourhood', 'cksBlock', 'cksParcel', 'plantId', 'plantingType', 'plantingDate', 'expectedHarvestDate', 'decares', 'polygon'];

const emptyArea = (owner: string): AreaValues => ({
  owner,
  name: '',
  areaType: '',
  cover: '',
  provinceCode: '',
  district: '',
  neighbourhood: '',
  cksBlock: '',
  cksParcel: '',
  plantId: '',
  plantingType: '',
  plantingDate: null,
  expectedHarvestDate: null,
  decares: '',
  polygon: null,
});

function valuesOf(a: ProductionArea): AreaValues {
  return {
    owner: a.producerId === null ? CORPORATE : String(a.producerId),
    name: a.name,
    areaType: String(a.areaType),
    cover: a.cover === null ? '' : String(a.cover),
    provinceCode: a.provinceCode,
    district: a.district,
    neighbourhood: a.neighbourhood ?? '',
    cksBlock: a.cksBlock ?? '',
    cksParcel: a.cksParcel ?? '',
    plantId: a.plantId === null ? '' : String(a.plantId),
    plantingType: a.plantingType === null ? '' : String(a.plantingType),
    plantingDate: a.plantingDate,
    expectedHarvestDate: a.expectedHarvestDate,
    decares: a.polygon ? '' : a.decares,
    polygon: a.polygon,
  };
}

const code = (v: string) => (v === '' ? null : Number(v));

export function requestOf(v: AreaValues) {
  return {
    producerId: v.owner === CORPORATE ? null : v.owner === '' ? undefined : Number(v.owner),
    name: v.name,
    areaType: v.areaType === '' ? undefined : Number(v.areaType),
    cover: v.areaType === String(AreaType.Greenhouse) ? code(v.cover) : null,
    provinceCode: v.provinceCode,
    district: v.district,
    neighbourhood: v.neighbourhood || null,
    cksBlock: v.cksBlock || null,
    cksParcel: v.cksParcel || null,
    plantId: code(v.plantId),
    plantingType: code(v.plantingType),
    plantingDate: v.plantingDate,
    expectedHarvestDate: v.expectedHarvestDate,
    // With a boundary the API computes the size and ignores a typed one.
    decares: v.polygon ? null : v.decares === '' ? null : Number(v.decares),
    polygon: v.polygon,
  };
}

export function validateArea(values: AreaValues): FormErrors {
  const errors = schemaErrors(productionAreaInputSchema, requestOf(values));
  if (errors['producerId']) errors['owner'] = values.owner === '' ? 'Üretici seçin' : errors['producerId'];
  delete errors['producerId'];
  return errors;
}

const options = (codes: Record<string, number>, labels: Record<number, string>) => Object.values(codes).map((v) => ({ value: String(v), label: labels[v] ?? String(v) }));

/**
 * /ureticiler/uretim-alanlari/ekle/:id? (id: the producer, 'kurumsal', or none: chosen here),
 * …/guncelle/:farmerId/:farmAreaId and …/guncelle/kurumsal/:farmAreaId (spec §2): the area, its
 * boundary on the map with its size live, and on an existing area its weather.
 */
export function AreaFormPage() {
  const { id: ownerParam, farmAreaId } = useParams();
  const areaId = farmAreaId === undefined ? undefined : Number(farmAreaId);
  const validArea = areaId !== undefined && Number.isSafeInteger(areaId) && areaId > 0;
  const area = useProductionArea(areaId ?? 0, validArea);

  let body;
  if (areaId === undefined) body = <AreaForm initialValues={emptyArea(ownerParam ?? '')} ownerFixed={ownerParam !== undefined} />;
  else if (!validArea || (area.error instanceof ApiError && area.error.status === 404)) body = <NotFound backTo={PRODUCERS_PATH} backLabel="Üreticiler listesine dön" />;
  else if (area.error) body = <ServerError error={{ message: errorMessage(area.error), rest: [] }} />;
  else if (!area.data) body = <Loading text="Alan yükleniyor…" />;
  else
    body = (
      <>
        <AreaForm key={`${areaId}-${area.data.updatedAt}`} id={areaId} initialValues={valuesOf(area.data)} ownerFixed ownerName={area.data.ownerName} center={area.data.centroid} initialPlantName={area.data.plantName} />
        <WeatherPanel areaId={areaId} />
      </>
    );

  return (
    <Stack gap="lg" maw={1040} w="100%">
      <div>
        <Anchor component={Link} to={PRODUCERS_PATH} fz="sm">
          Üreticiler
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {areaId === undefined ? 'Yeni üretim alanı' : 'Üretim alanı düzenle'}
        </Title>
        {validArea && (
          <Anchor component={Link} to={areaRegisterPath(areaId)} fz="sm">
            Alanın kayıt defteri
          </Anchor>
        )}
      </div>
      {body}
    </Stack>
  );
}

type AreaForm = UseFormReturnType<AreaValues, AreaValues, (values: AreaValues) => FormErrors>;

function OwnerField({ form, fixed, ownerName }: { form: AreaForm; fixed: boolean; ownerName?: string }) {
  const { corporate } = useMemberKind();
  const owner = form.getValues().owner;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const fixedProducer = useProducer(Number(owner), fixed && owner !== CORPORATE && owner !== '' && !ownerName);
  const list = useProducerOptions(debounced, !fixed);

  if (fixed) {
    const name = owner === CORPORATE ? 'Kurumsal (üyenin kendi alanı)' : (ownerName ?? fixedProducer.data?.fullName ?? '…');
    return <TextInput label="Üretici" value={name} readOnly variant="filled" />;
  }
  const data = [
    ...(corporate ? [{ value: CORPORATE, label: 'Kurumsal (üyenin kendi alanı)' }] : []),
    ...(list.data ?? []).map((p) => ({ value: String(p.id), label: `${p.fullName} (${p.tcOrVkn})` })),
  ];
  return (
    <Select
      label="Üretici"
      withAsterisk
      searchable
      filter={turkishFilter}
      nothingFoundMessage="Üretici bulunamadı"
      placeholder="Üretici seçin ya da arayın"
      data={data}
      onSearchChange={setSearch}
      {...form.getInputProps('owner')}
      onChange={(v) => form.setFieldValue('owner', v ?? '')}
      value={owner || null}
    />
  );
}

function AreaForm({
  id,
  initialValues,
  ownerFixed,
  ownerName,
  center,
  initialPlantName,
}: {
  id?: number;
  initialValues: AreaValues;
  initialPlantName?: string | null;
  ownerFixed: boolean;
  ownerName?: string;
  center?: { lat: number; lon: number } | null;
}) {
  const save = useSaveProductionArea();
  const [plantSearch, setPlantSearch] = useState(initialPlantName ?? '');
  const plants = usePlantOptions(plantSearch);
  const navigate = useNavigate();
  const { form, onSubmit, serverError } = useContractForm(productionAreaInputSchema, {
    initialValues,
    toRequest: requestOf,
    validate: validateArea,
    fieldNames,
    // The producer is chosen in the 'owner' field.
    adjustServerErrors: (errors) => {
      if (errors['producerId']) errors['owner'] = errors['producerId'];
      delete errors['producerId'];
    },
    onSubmit: async (input) => {
      const saved = await save.mutateAsync({ input, id });
      notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Kaydedildi', message: `“${saved.name}” kaydedildi (${decaresText(saved.decares)}).` });
      await navigate(PRODUCERS_PATH);
    },
  });
  const values = form.getValues();
  const greenhouse = values.areaType === String(AreaType.Greenhouse);
  const measured = values.polygon ? decaresOf(values.polygon) : null;

  const plantData = (plants.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  // The chosen plant stays an option while the search shows others.
  if (values.plantId && !plantData.some((p) => p.value === values.plantId)) plantData.push({ value: values.plantId, label: initialPlantName ?? plantSearch });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Üretim alanı formu">
      <Stack gap="lg">
        <ServerError error={serverError} />
        <Fieldset legend="Alan">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <OwnerField form={form} fixed={ownerFixed} ownerName={ownerName} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput label="Alan adı" withAsterisk maxLength={120} {...form.getInputProps('name')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label="Alan türü"
                withAsterisk
                data={options(AreaType, AreaTypeLabel)}
                {...form.getInputProps('areaType')}
                onChange={(v) => form.setValues({ areaType: v ?? '', ...(v === String(AreaType.Greenhouse) ? {} : { cover: '' }) })}
              />
            </Grid.Col>
            {greenhouse && (
              <Grid.Col span={{ base: 12, md: 6 }}>
                <Select label="Sera örtüsü" clearable clearButtonProps={{ 'aria-label': 'Temizle' }} data={options(GreenhouseCover, GreenhouseCoverLabel)} {...form.getInputProps('cover')} />
              </Grid.Col>
            )}
          </Grid>
        </Fieldset>
        <Fieldset legend="Yer">
          <Stack gap="md">
            <AddressFields
              value={{ provinceCode: values.provinceCode, district: values.district, neighbourhood: values.neighbourhood }}
              onChange={(change) => form.setValues(change)}
              errors={{ provinceCode: form.errors['provinceCode'] as string, district: form.errors['district'] as string, neighbourhood: form.errors['neighbourhood'] as string }}
            />
            <Grid gap="md">
              <Grid.Col span={{ base: 6, md: 3 }}>
                <TextInput label="ÇKS ada" inputMode="numeric" maxLength={6} {...form.getInputProps('cksBlock')} />
              </Grid.Col>
              <Grid.Col span={{ base: 6, md: 3 }}>
                <TextInput label="ÇKS parsel" inputMode="numeric" maxLength={6} {...form.getInputProps('cksParcel')} />
              </Grid.Col>
            </Grid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Ekim">
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label="Bitki"
                searchable
                clearable
                clearButtonProps={{ 'aria-label': 'Temizle' }}
                filter={turkishFilter}
                nothingFoundMessage="Bitki bulunamadı"
                placeholder="Bitki seçin"
                data={plantData}
                searchValue={plantSearch}
                onSearchChange={setPlantSearch}
                rightSection={plants.isFetching ? <Loader size="xs" aria-label="Bitkiler yükleniyor" /> : undefined}
                description="Bitki listesinde arayın (ör. domates)."
                {...form.getInputProps('plantId')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select label="Dikim şekli" clearable clearButtonProps={{ 'aria-label': 'Temizle' }} data={options(PlantingType, PlantingTypeLabel)} {...form.getInputProps('plantingType')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <LazyDateField label="Dikim tarihi" clearable {...form.getInputProps('plantingDate')} value={values.plantingDate} onChange={(v) => form.setFieldValue('plantingDate', v)} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <LazyDateField label="Tahmini hasat tarihi" clearable {...form.getInputProps('expectedHarvestDate')} value={values.expectedHarvestDate} onChange={(v) => form.setFieldValue('expectedHarvestDate', v)} />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <Fieldset legend="Sınır ve büyüklük">
          <Stack gap="sm">
            <LazyAreaMap
              polygon={values.polygon}
              center={center}
              label="Alanın sınırı: haritada köşelere tıklayarak çizin"
              onChange={(polygon) => {
                form.setFieldValue('polygon', polygon);
                form.clearFieldError('decares');
              }}
            />
            {measured !== null ? (
              <Alert color="green" variant="light" aria-live="polite" data-testid="measured-size">
                Çizilen alan: <strong>{decaresText(measured)}</strong>. Kaydedilen büyüklüğü sunucu sınırdan hesaplar.
              </Alert>
            ) : (
              <NumeralInput
                label="Büyüklük (dekar)"
                description="Sınır çizilmediğinde büyüklüğü elle yazın."
                separators="tr"
                positiveOnly
                decimals={2}
                w={{ base: '100%', sm: 260 }}
                {...form.getInputProps('decares')}
              />
            )}
            {form.errors['polygon'] && (
              <Text c="red" fz="sm">
                {form.errors['polygon']}
              </Text>
            )}
          </Stack>
        </Fieldset>
        <FormActions submitting={form.submitting} cancelTo={PRODUCERS_PATH} />
      </Stack>
    </form>
  );
}
