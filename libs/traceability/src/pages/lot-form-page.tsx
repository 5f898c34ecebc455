import { Anchor, Button, Checkbox, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { lotEditSchema, lotInputSchema, type Lot, type LotEdit, type LotInput, type ProductionAreaListItem } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { isValidGtin } from '@portal/domain/traceability';
import { useDebouncedValue } from '@mantine/hooks';
import { LoadError, Loading, NotFound, schemaErrors, ServerError, useAreaOptions, useContractForm, usePlantOptions } from '@portal/shared/ui';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCreateLot, useLot, useUpdateLot } from '../api/lots';
import { isoDay } from '@portal/shared/util';
import { lotPath, LOTS_PATH } from '../paths';

const areaLabel = (a: ProductionAreaListItem) => `${a.name} · ${a.ownerName} (${a.district}/${a.provinceName})`;
const uniqueOptions = (options: Array<{ value: string; label: string }>) => options.filter((o, i) => options.findIndex((x) => x.value === o.value) === i);

export interface LotValues {
  productionAreaId: string | null;
  plantId: string | null;
  variety: string;
  season: string;
  gtin: string;
  consumerFirstNameConsent: boolean;
}

const fieldNames = ['productionAreaId', 'plantId', 'variety', 'season', 'gtin', 'consumerFirstNameConsent'];

export function lotRequestOf(v: LotValues) {
  return {
    productionAreaId: v.productionAreaId ? Number(v.productionAreaId) : undefined,
    plantId: v.plantId ? Number(v.plantId) : undefined,
    variety: v.variety.trim() || null,
    season: v.season,
    gtin: v.gtin.trim() || null,
    consumerFirstNameConsent: v.consumerFirstNameConsent,
  };
}

export function validateLot(v: LotValues) {
  const errors = schemaErrors(lotInputSchema, lotRequestOf(v));
  if (!v.productionAreaId) errors['productionAreaId'] = 'Üretim alanı seçin';
  if (!v.plantId) errors['plantId'] = 'Ürün (bitki) seçin';
  const gtin = v.gtin.trim();
  if (!errors['gtin'] && gtin && !isValidGtin(gtin)) errors['gtin'] = 'GTIN’in kontrol hanesi tutmuyor';
  return errors;
}

/** `/partiler/ekle`: a lot is one of the member's production areas × a plant × a season. */
export function LotFormPage() {
  return <LotForm />;
}

/** `/partiler/guncelle/:id`: the lot's fields again; its area stays, its plant only until a stage is recorded. */
export function LotEditPage() {
  const { id: idParam } = useParams();
  const id = Number(idParam);
  const valid = Number.isSafeInteger(id) && id > 0;
  const lot = useLot(id, valid);
  if (!valid || (lot.error instanceof ApiError && lot.error.status === 404)) return <NotFound backTo={LOTS_PATH} backLabel="Partilere dön" />;
  if (lot.error) return <LoadError title="Parti okunamadı" error={lot.error} onRetry={() => void lot.refetch()} />;
  if (!lot.data) return <Loading text="Parti yükleniyor…" />;
  return <LotForm lot={lot.data} />;
}

const lotAreaLabel = (lot: Lot) => `${lot.productionArea.name}${lot.producer ? ` · ${lot.producer.fullName}` : ''} (${lot.productionArea.district}/${lot.productionArea.province})`;

function valuesOf(lot: Lot): LotValues {
  return {
    productionAreaId: String(lot.productionArea.id),
    plantId: String(lot.plant.id),
    variety: lot.variety ?? '',
    season: lot.season,
    gtin: lot.gtin ?? '',
    consumerFirstNameConsent: lot.consumerFirstNameConsent,
  };
}

function LotForm({ lot }: { lot?: Lot }) {
  const navigate = useNavigate();
  const create = useCreateLot();
  const update = useUpdateLot(lot?.id ?? 0);
  const editing = lot !== undefined;
  // The PHI of recorded sprayings is judged on the lot's plant: the API keeps it once work has begun.
  const plantLocked = lot?.lastStage != null;
  const [areaSearch, setAreaSearch] = useState('');
  const [plantSearch, setPlantSearch] = useState(lot?.plant.name ?? '');
  const { form, onSubmit, serverError } = useContractForm<LotValues, LotEdit | LotInput>(lot ? lotEditSchema : lotInputSchema, {
    initialValues: lot
      ? valuesOf(lot)
      : { productionAreaId: null, plantId: null, variety: '', season: isoDay().slice(0, 4), gtin: '', consumerFirstNameConsent: false },
    toRequest: lotRequestOf,
    validate: validateLot,
    fieldNames,
    onSubmit: async (request) => {
      if (lot) {
        const saved = await update.mutateAsync(request as LotEdit);
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Kaydedildi', message: `${saved.code} güncellendi.` });
        await navigate(lotPath(saved.id));
      } else {
        const created = await create.mutateAsync(request as LotInput);
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: 'Parti oluşturuldu', message: `${created.code} kaydedildi.` });
        await navigate(lotPath(created.id));
      }
    },
  });
  // The picked option's label is not a search: the lists keep the picked record beside the hits.
  const [area, setArea] = useState<ProductionAreaListItem | null>(null);
  const [plant, setPlant] = useState<{ id: number; name: string } | null>(lot ? lot.plant : null);
  const [areaTerm] = useDebouncedValue(area && areaSearch === areaLabel(area) ? '' : areaSearch.trim(), 250);
  const areas = useAreaOptions(areaTerm, !editing);
  const plants = usePlantOptions(plant && plantSearch === plant.name ? '' : plantSearch);

  const areaOptions = editing
    ? [{ value: String(lot.productionArea.id), label: lotAreaLabel(lot) }]
    : uniqueOptions([...(area ? [area] : []), ...(areas.data ?? [])].map((a) => ({ value: String(a.id), label: areaLabel(a) })));
  const plantOptions = uniqueOptions([...(plant ? [plant] : []), ...(plants.data ?? [])].map((p) => ({ value: String(p.id), label: p.name })));

  return (
    <Stack gap="lg" w="100%" maw={640}>
      <div>
        <Anchor component={Link} to={lot ? lotPath(lot.id) : LOTS_PATH} fz="sm">
          {lot ? `Parti ${lot.code}` : 'Partiler'}
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {lot ? 'Partiyi düzenle' : 'Yeni parti'}
        </Title>
      </div>
      <form onSubmit={onSubmit} noValidate aria-label="Parti formu">
        <Stack gap="md">
          <ServerError error={serverError} />
          <Select
            label="Üretim alanı"
            withAsterisk
            disabled={editing}
            description={editing ? 'Bir partinin alanı değişmez' : undefined}
            {...(editing ? {} : { searchable: true, searchValue: areaSearch, onSearchChange: setAreaSearch })}
            filter={({ options }) => options}
            nothingFoundMessage={areas.isFetching ? 'Aranıyor…' : 'Alan bulunamadı'}
            data={areaOptions}
            {...form.getInputProps('productionAreaId')}
            onChange={(value) => {
              form.setFieldValue('productionAreaId', value);
              const picked = [...(area ? [area] : []), ...(areas.data ?? [])].find((a) => String(a.id) === value) ?? null;
              setArea(picked);
              if (picked?.plantId && picked.plantName) {
                setPlant({ id: picked.plantId, name: picked.plantName });
                form.setFieldValue('plantId', String(picked.plantId));
              }
            }}
          />
          <Select
            label="Ürün (bitki)"
            description={plantLocked ? 'Aşama kaydedilmiş bir partinin ürünü değişmez' : editing ? undefined : 'Alanın kayıtlı bitkisi kendiliğinden seçilir'}
            withAsterisk
            searchable
            disabled={plantLocked}
            searchValue={plantSearch}
            onSearchChange={setPlantSearch}
            filter={({ options }) => options}
            data={plantOptions}
            {...form.getInputProps('plantId')}
            onChange={(value) => {
              form.setFieldValue('plantId', value);
              setPlant([...(plant ? [plant] : []), ...(plants.data ?? [])].find((p) => String(p.id) === value) ?? null);
            }}
          />
          <TextInput label="Çeşit" maxLength={100} {...form.getInputProps('variety')} />
          <TextInput label="Sezon" description="Yıl (2026) ya da ad (2026 güz)" withAsterisk maxLength={40} {...form.getInputProps('season')} />
          <TextInput label="GTIN (barkod)" description="Varsa: 8, 12, 13 ya da 14 hane. QR kod GS1 Dijital Bağlantı biçiminde olur." inputMode="numeric" maxLength={14} {...form.getInputProps('gtin')} />
          <Checkbox label="Üretici adının (yalnızca ilk adı) tüketici sayfasında gösterilmesine izin verdi" {...form.getInputProps('consumerFirstNameConsent', { type: 'checkbox' })} />
          <Text fz="xs" c="dimmed">
            Tüketici sayfasında soyadı, telefon, adres ya da parselin tam yeri gösterilmez.
          </Text>
          <Group gap="sm">
            <Button type="submit" loading={create.isPending || update.isPending}>
              {lot ? 'Kaydet' : 'Partiyi oluştur'}
            </Button>
            {lot && (
              <Button variant="default" component={Link} to={lotPath(lot.id)}>
                Vazgeç
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
