import { Alert, Button, Card, Grid, Group, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fertilizationTemplateInputSchema, PlantingType, PlantingTypeLabel, type FertilizationCheckResult, type Prescription } from '@portal/contracts';
import { movePlan, nutrientTotals, removePlanAt, setPlanAt } from '@portal/domain/fertilization';
import type { DoseUnit } from '@portal/domain/prescription';
import { errorMessage, registerLogoutReset, storedAtom, type StoredAtom } from '@portal/shared/api-client';
import { ConfirmDialog, useContractForm, usePlantOptions, useUnitOptions } from '@portal/shared/ui';
import { IconAlertCircle, IconCheck, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useAtomValue, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNutritionProductOptions } from '../api/get-reference-options';
import { checksFailedOf } from '../api/post-prescription';
import { FindingsPanel } from '../components/findings-panel';
import { turkishFilter } from '../components/turkish-filter';
import { prescriptionPath } from '../paths';
import { usePlanCheck, useSaveTemplate } from './api';
import { NutrientTotals } from './nutrient-totals';
import { domainRowsOf, doseUnitOf, emptyPlan, emptyRow, planBodyOf, planCheckable, planComplete, planDraftOf, planDraftSchema, planErrors, planStorageKey, productInfoOf, type PlanDraft, type PlanRowDraft } from './plan-draft';
import { PlanRowEditor } from './plan-row-editor';

// Per route, the plan kept in this tab's storage (null: none yet); logout forgets them all.
const planDrafts = new Map<string, StoredAtom<PlanDraft>>();
function planDraftAtom(key: string): StoredAtom<PlanDraft> {
  let a = planDrafts.get(key);
  if (!a) {
    a = storedAtom({ key, area: 'session', schema: planDraftSchema, label: 'gübreleme planı taslağı' });
    planDrafts.set(key, a);
  }
  return a;
}
registerLogoutReset((store) => planDrafts.forEach((a) => store.set(a, null)));

/** The plan of the route, kept in sessionStorage from its first change (a reload keeps it). */
function usePlanDraft(id: number | null, initial: () => PlanDraft) {
  const kept = planDraftAtom(planStorageKey(id));
  const store = useStore();
  const stored = useAtomValue(kept);
  const [fresh, setFresh] = useState(initial);
  const merge = (change: Partial<PlanDraft> | ((d: PlanDraft) => Partial<PlanDraft>)) => {
    // Read at the write, so that several changes in one event all apply.
    const current = store.get(kept) ?? fresh;
    store.set(kept, { ...current, ...(typeof change === 'function' ? change(current) : change) });
  };
  const reset = () => {
    store.set(kept, null);
    setFresh(initial());
  };
  return { draft: stored ?? fresh, merge, reset };
}

const plantingOptions = Object.values(PlantingType).map((v) => ({ value: String(v), label: PlantingTypeLabel[v as PlantingType] }));

export interface PlanEditorProps {
  /** The template being edited (PUT …/edit); absent: a new plan. */
  template?: Prescription;
}

/**
 * gubreleme-yaz (spec §2): a fertilization plan — title, plant, planting type, general
 * info and its ordered rows — with the nutrients it delivers computed as rows change (the
 * domain's arithmetic, here and on the server alike) and the server's checks beside it. Saved
 * as the member's template (POST fertilization-template) or, when one is opened, over it
 * (PUT prescription/{id}/edit).
 */
export function PlanEditor({ template }: PlanEditorProps) {
  const navigate = useNavigate();
  const id = template?.id ?? null;
  const { draft, merge, reset } = usePlanDraft(id, () => (template ? planDraftOf(template) : emptyPlan()));
  const products = useNutritionProductOptions();
  const units = useUnitOptions();
  const [plantSearch, setPlantSearch] = useState(draft.plant?.name ?? '');
  const plants = usePlantOptions(plantSearch === draft.plant?.name ? '' : plantSearch);
  const checkable = planCheckable(draft);
  const check = usePlanCheck(checkable ? planBodyOf(draft) : null);
  const save = useSaveTemplate();
  const [attempted, setAttempted] = useState(false);
  // The check result a 422 refusal carried; shown while its refusal is (the hook drops that on a change).
  const [refusedResult, setRefusedResult] = useState<FertilizationCheckResult | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const plan = useContractForm(fertilizationTemplateInputSchema, {
    values: draft,
    toRequest: planBodyOf,
    validate: planErrors,
    fieldNames: ['prescriptionTitle', 'plantId', 'fertilizationInfo', 'fertilizationPlans'],
    onSubmit: async (body) => {
      setRefusedResult(null);
      try {
        const saved = await save.mutateAsync({ id, body });
        reset();
        notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title: id === null ? 'Gübreleme planı kaydedildi' : 'Şablon güncellendi', message: `Plan numarası: ${saved.prescriptionNo}` });
        navigate(prescriptionPath(saved.id));
      } catch (error) {
        setRefusedResult(checksFailedOf(error) as FertilizationCheckResult | null);
        throw error;
      }
    },
  });
  const refusal = plan.serverError;
  const errors = { ...(attempted ? planErrors(draft) : {}), ...plan.form.errors } as Record<string, string | undefined>;
  const shown = (refusal ? refusedResult : null) ?? (checkable ? (check.data ?? null) : null);

  // The live totals: the domain's arithmetic on the reference products, as the rows change.
  const unitMap = useMemo(() => new Map((units.data ?? []).flatMap((u) => (doseUnitOf(u) ? [[u.id, doseUnitOf(u)!] as [number, DoseUnit]] : []))), [units.data]);
  const productMap = useMemo(() => new Map((products.data ?? []).map((p) => [p.id, productInfoOf(p, unitMap)])), [products.data, unitMap]);
  const totals = nutrientTotals(domainRowsOf(draft, unitMap), productMap);

  const updateRow = (index: number, change: Partial<PlanRowDraft>) => merge((d) => ({ rows: setPlanAt(d.rows, index, { ...d.rows[index]!, ...change }) }));
  const removeRow = (index: number) =>
    merge((d) => {
      const key = d.rows[index]!.key;
      return { rows: removePlanAt(d.rows, index), acknowledgedFindings: d.acknowledgedFindings.filter((k) => !k.endsWith(`:${key}`)) };
    });
  const addRow = () => merge((d) => ({ rows: setPlanAt(d.rows, d.rows.length, emptyRow({ stage: d.rows.at(-1)?.stage ?? 'vegetative' })) }));
  const acknowledge = (key: string, on: boolean) =>
    merge((d) => ({ acknowledgedFindings: on ? [...new Set([...d.acknowledgedFindings, key])] : d.acknowledgedFindings.filter((k) => k !== key) }));

  const submit = () => {
    setAttempted(true);
    const found = planErrors(draft);
    if (Object.keys(found).length > 0) {
      notifications.show({ color: 'red', icon: <IconAlertCircle size={18} aria-hidden />, title: 'Eksik ya da hatalı alanlar var', message: Object.values(found)[0] as string });
    }
    // The hook checks again (focusing the first field to fix) or saves.
    plan.onSubmit();
  };

  const plantData = [...(plants.data ?? [])];
  if (draft.plant && !plantData.some((p) => p.id === draft.plant!.id)) plantData.unshift(draft.plant);
  const rowNumber = (key: string) => draft.rows.findIndex((r) => r.key === key) + 1;
  const blocked = shown !== null && shown.blocking.length > 0;

  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2">
          {template ? `Gübreleme planını düzenle: ${template.prescriptionNo}` : 'Gübreleme Yaz'}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          {template
            ? 'Şablonu değiştirmek, üreticilere daha önce gönderilmiş planları değiştirmez.'
            : 'Plan, talimat şablonlarınız arasına kaydedilir; sonra üreticilere ya da alanlarına gönderebilirsiniz. Taslağınız bu sekmede saklanır.'}
        </Text>
      </div>

      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Plan kaydedilemedi" role="alert">
          <Text fz="sm">{refusedResult ? 'Denetimler planı engelledi: hataları düzeltin, uyarıları okuyup onaylayın.' : refusal.message}</Text>
          {refusal.rest.map((m, i) => (
            <Text key={i} fz="sm">
              {m}
            </Text>
          ))}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-basics-title">
              <Stack gap="md">
                <Title order={2} fz="h4" id="plan-basics-title">
                  Plan
                </Title>
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: 6 }}>
                    <TextInput label="Plan başlığı" withAsterisk maxLength={150} value={draft.title} onChange={(e) => merge({ title: e.currentTarget.value })} error={errors['prescriptionTitle']} data-path="prescriptionTitle" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 8, md: 4 }}>
                    <Select
                      label="Bitki"
                      withAsterisk
                      searchable
                      placeholder="Bitki adı yazın"
                      data={plantData.map((p) => ({ value: String(p.id), label: p.name }))}
                      value={draft.plant ? String(draft.plant.id) : null}
                      searchValue={plantSearch}
                      onSearchChange={setPlantSearch}
                      filter={turkishFilter}
                      nothingFoundMessage={plants.isFetching ? 'Aranıyor…' : 'Bitki bulunamadı'}
                      onChange={(value) => merge({ plant: plantData.find((p) => String(p.id) === value) ?? null })}
                      error={errors['plantId']}
                      data-path="plantId"
                    />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
                    <Select
                      label="Dikim şekli"
                      data={plantingOptions}
                      value={draft.plantingType === null ? null : String(draft.plantingType)}
                      onChange={(v) => merge({ plantingType: v === null ? null : Number(v) })}
                      clearable
                      clearButtonProps={{ 'aria-label': 'Dikim şeklini temizle' }}
                    />
                  </Grid.Col>
                </Grid>
                <Textarea
                  label="Genel gübreleme bilgisi"
                  description="Toprak analizi, sulama düzeni, dikkat edilecekler: planın başına yazılır."
                  autosize
                  minRows={2}
                  maxLength={4000}
                  value={draft.info}
                  onChange={(e) => merge({ info: e.currentTarget.value })}
                  error={errors['fertilizationInfo']}
                  data-path="fertilizationInfo"
                />
              </Stack>
            </Card>

            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-rows-title">
              <Stack gap="md">
                <Group justify="space-between">
                  <Title order={2} fz="h4" id="plan-rows-title">
                    Plan satırları
                  </Title>
                  <Text fz="sm" c="dimmed">
                    {draft.rows.length} satır
                  </Text>
                </Group>
                {errors['fertilizationPlans'] && (
                  <Text fz="sm" c="red.8" role="alert">
                    {errors['fertilizationPlans']}
                  </Text>
                )}
                {(products.error || units.error) && (
                  <Alert color="yellow" variant="light" title="Ürün listesi alınamadı">
                    {errorMessage(products.error ?? units.error)}
                  </Alert>
                )}
                {draft.rows.length === 0 && (
                  <Text fz="sm" c="dimmed">
                    Henüz satır yok. “Satır ekle” ile planın ilk dönemini ekleyin.
                  </Text>
                )}
                {draft.rows.map((row, index) => (
                  <PlanRowEditor
                    key={row.key}
                    row={row}
                    index={index}
                    count={draft.rows.length}
                    products={products.data ?? []}
                    units={units.data ?? []}
                    errors={errors}
                    findings={shown?.findings.filter((f) => f.lineKey === row.key) ?? []}
                    onChange={(change) => updateRow(index, change)}
                    onMove={(to) => merge((d) => ({ rows: movePlan(d.rows, index, to) }))}
                    onRemove={() => removeRow(index)}
                  />
                ))}
                <Group>
                  <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addRow}>
                    Satır ekle
                  </Button>
                </Group>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-totals-title">
              <Stack gap="sm">
                <Title order={2} fz="h4" id="plan-totals-title">
                  Besin toplamları
                </Title>
                <Text fz="xs" c="dimmed">
                  Dekar başına, ürünlerin beyan edilen içeriğine göre (P₂O₅, K₂O… oksit formunda).
                </Text>
                <NutrientTotals totals={totals} rowNumber={rowNumber} />
              </Stack>
            </Card>
            <FindingsPanel
              result={shown}
              checking={check.waiting}
              subject="plan"
              idleText={
                checkable
                  ? undefined
                  : planComplete(draft)
                    ? 'Plan, eksik ya da hatalı alanlar (ör. birden çok uygulamanın aralığı) tamamlandığında denetlenir.'
                    : 'Bitki ve her satırda ürün, doz ve birim girildiğinde plan denetlenir.'
              }
              acknowledged={draft.acknowledgedFindings}
              onAcknowledge={acknowledge}
              lineName={(key) => `${rowNumber(key)}. satır`}
            />
            {checkable && check.error && !check.isFetching && (
              <Alert color="yellow" variant="light" title="Denetim yapılamadı">
                {errorMessage(check.error)}
              </Alert>
            )}
            <Group gap="sm" justify="space-between">
              <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmClear(true)}>
                Taslağı temizle
              </Button>
              <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={submit} loading={save.isPending} disabled={blocked}>
                {template ? 'Şablonu güncelle' : 'Planı kaydet'}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      <ConfirmDialog
        opened={confirmClear}
        title="Taslağı temizle"
        confirmLabel="Temizle"
        color="red"
        busy={false}
        error={null}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          setAttempted(false);
          plan.setServerError(null);
          plan.form.clearErrors();
          reset();
        }}
      >
        {template ? 'Yaptığınız değişiklikler silinsin ve şablon kayıtlı haliyle açılsın mı?' : 'Bu plandaki bütün satırlar ve bilgiler silinsin mi? Bu işlem geri alınamaz.'}
      </ConfirmDialog>
    </Stack>
  );
}
