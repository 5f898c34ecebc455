import { Alert, Button, Card, Grid, Group, Modal, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { PrescriptionKind, type CheckResult, type Prescription } from '@portal/contracts';
import { errorMessage } from '@portal/shared/api-client';
import { AreaSprayStrip, ConfirmDialog, LazyDateField, serverFieldErrors, useContractForm, useUnitOptions } from '@portal/shared/ui';
import { IconAlertCircle, IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCandidates } from '../api/get-candidates';
import { useOrganisms } from '../api/get-organisms';
import { useNoteOptions } from '../api/get-reference-options';
import { useCheck } from '../api/post-check';
import { useCorrectPrescription } from '../api/post-correct';
import { checksFailedOf, useIssuePrescription, type IssueRequest } from '../api/post-prescription';
import { CandidateTable } from '../components/candidate-table';
import { FindingsPanel } from '../components/findings-panel';
import { LineEditor } from '../components/line-editor';
import { PrescriptionDocument } from '../components/prescription-document';
import { prescriptionPath } from '../paths';
import { emptyDraft, usePrescriptionDraft, type DraftLine } from '../state/draft';
import { FastFields, FixedContext, OrganismSelect } from './context-fields';
import { ExtrasFields } from './extras-fields';
import {
  checkable,
  checkBodyOf,
  documentOfDraft,
  draftErrors,
  draftOfPrescription,
  editorFieldsOf,
  lineFromCandidate,
  requestOf,
  requestSchemaOf,
  withoutCorrectionPrefix,
  type EditorContext,
} from './model';

const asText = (errors: FormErrors) => errors as Record<string, string | undefined>;

/**
 * The prescription editor (spec §2 `recete/:farmAreaId/:farmerId?`, `hizli-recete`, and
 * the correction of an issued one): organisms, the licensed products for them, the lines with
 * the dose calculator, dates, notes, nutrition and weather; the checks run on the server as the
 * draft changes and their findings stand beside it; a preview, then "Reçeteyi Düzenle" issues it.
 * The draft is merged change by change and survives a reload (state/draft.ts).
 */
export function PrescriptionEditor({ ctx }: { ctx: EditorContext }) {
  const navigate = useNavigate();
  const { draft, mergeDraft, resetDraft } = usePrescriptionDraft(ctx.route, () =>
    ctx.correction ? draftOfPrescription(ctx.correction) : emptyDraft({ plannedHarvestDate: ctx.expectedHarvestDate ? ctx.expectedHarvestDate.slice(0, 10) : null }),
  );
  const plantId = (ctx.plant ?? draft.plant)?.id ?? null;
  const organisms = useOrganisms(plantId);
  const organismIds = useMemo(() => draft.harmfulOrganisms.map((o) => o.id), [draft.harmfulOrganisms]);
  const candidates = useCandidates(plantId, organismIds, draft.startDate);
  const units = useUnitOptions();
  const notes = useNoteOptions();

  const ready = checkable(ctx, draft);
  const check = useCheck(ready ? checkBodyOf(ctx, draft) : null);
  const issue = useIssuePrescription();
  const correct = useCorrectPrescription();
  const submitting = issue.isPending || correct.isPending;

  const [attempted, setAttempted] = useState(false);
  // The check result a 422 refusal carried; shown while its refusal is (the hook drops that on any change of the draft).
  const [refusedResult, setRefusedResult] = useState<CheckResult | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);

  const done = (created: Prescription, title: string) => {
    setPreviewOpen(false);
    resetDraft();
    notifications.show({ color: 'green', icon: <IconCheck size={18} aria-hidden />, title, message: `Reçete numarası: ${created.prescriptionNo}` });
    navigate(prescriptionPath(created.id));
  };
  const fields = editorFieldsOf(ctx);
  const editor = useContractForm(requestSchemaOf(ctx), {
    values: draft,
    toRequest: (d) => requestOf(ctx, d),
    validate: (d) => draftErrors(ctx, d),
    // A correction's details name `prescription.…`: moved onto the editor's fields, or into the banner.
    fieldNames: [...fields, 'prescription'],
    adjustServerErrors: (found, rest) => {
      for (const [path, message] of Object.entries(found)) {
        const field = withoutCorrectionPrefix(path);
        if (field === path) continue;
        delete found[path];
        if (fields.includes(field.split('.')[0] ?? '')) found[field] ??= message;
        else rest.push(String(message));
      }
    },
    onSubmit: async (request) => {
      setRefusedResult(null);
      try {
        if (ctx.correction) {
          const { reason, prescription } = request as { reason: string; prescription: Record<string, unknown> };
          done(await correct.mutateAsync({ id: ctx.correction.id, reason, prescription }), 'Düzeltilmiş reçete düzenlendi');
        } else {
          done(await issue.mutateAsync({ kind: ctx.kind, body: request } as unknown as IssueRequest), 'Reçete düzenlendi');
        }
      } catch (error) {
        setPreviewOpen(false);
        setRefusedResult(checksFailedOf(error));
        throw error;
      }
    },
  });
  const refusal = editor.serverError;

  const clientErrors = attempted ? draftErrors(ctx, draft) : {};
  // The live check's 400 details stand under their fields too.
  const checkErrors = ready && check.error && !check.isFetching ? serverFieldErrors(check.error).errors : {};
  const errors = asText({ ...clientErrors, ...checkErrors, ...editor.form.errors });

  const latest = check.data && check.settled && !check.isFetching && !check.isPlaceholderData ? check.data : null;
  const shown: CheckResult | null = (refusal ? refusedResult : null) ?? (ready ? (check.data ?? null) : null);
  const findingsOf = (lineKey: string) => shown?.findings.filter((f) => f.lineKey === lineKey) ?? [];

  const acknowledge = (key: string, on: boolean) =>
    mergeDraft((d) => ({ acknowledgedFindings: on ? [...new Set([...d.acknowledgedFindings, key])] : d.acknowledgedFindings.filter((k) => k !== key) }));

  const updateLine = (key: string, change: Partial<DraftLine>) => mergeDraft((d) => ({ lines: d.lines.map((l) => (l.key === key ? { ...l, ...change } : l)) }));
  const removeLine = (key: string) =>
    mergeDraft((d) => ({ lines: d.lines.filter((l) => l.key !== key), acknowledgedFindings: d.acknowledgedFindings.filter((k) => !k.endsWith(`:${key}`)) }));

  const openPreview = () => {
    setAttempted(true);
    const found = draftErrors(ctx, draft);
    if (Object.keys(found).length > 0) {
      notifications.show({ color: 'red', icon: <IconAlertCircle size={18} aria-hidden />, title: 'Eksik ya da hatalı alanlar var', message: Object.values(found)[0] as string });
      // The hook's check refuses it too, and focuses the first field to fix.
      editor.onSubmit();
      return;
    }
    setPreviewOpen(true);
  };
  // From the preview: the hook checks and sends; a refusal closes the preview and shows above the editor.
  const submit = () => editor.onSubmit();

  const blockedByChecks = latest !== null && !latest.canIssue;
  const model = documentOfDraft(ctx, draft, { units: units.data, notes: notes.data });
  const lineName = (lineKey: string) => draft.lines.find((l) => l.key === lineKey)?.info.tradeName;
  const added = new Set(draft.lines.map((l) => l.licenceDetailId));
  const heading = ctx.correction ? `Reçeteyi düzelt: ${ctx.correction.prescriptionNo}` : ctx.kind === PrescriptionKind.Fast ? 'Hızlı Reçete' : 'Reçete Yaz';

  return (
    <Stack gap="lg" w="100%">
      <div>
        <Title order={1} fz="h2">
          {heading}
        </Title>
        <Text c="dimmed" fz="sm" mt={4}>
          Taslağınız bu sekmede saklanır; sayfayı yenileseniz de kaybolmaz. Reçete, önizlemeden sonra “Reçeteyi Düzenle” ile düzenlenir.
        </Text>
      </div>

      {refusal && (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Reçete düzenlenemedi" role="alert">
          <Text fz="sm">{refusedResult ? 'Denetimler reçeteyi engelledi: hataları düzeltin, uyarıları okuyup onaylayın.' : refusal.message}</Text>
          {refusal.rest.length > 0 && (
            <ul>
              {refusal.rest.map((m, i) => (
                <li key={i}>
                  <Text fz="sm">{m}</Text>
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            {ctx.correction && (
              <Card withBorder radius="md" padding="md">
                <Textarea
                  label="Düzeltme nedeni"
                  withAsterisk
                  description="Eski reçete iptal edilir ve bu neden ile birlikte yenisi düzenlenir."
                  autosize
                  minRows={2}
                  maxLength={500}
                  value={draft.reason}
                  onChange={(e) => mergeDraft({ reason: e.currentTarget.value })}
                  error={errors['reason']}
                  data-path="reason"
                />
              </Card>
            )}
            {ctx.plant !== null ? <FixedContext ctx={ctx} /> : <FastFields draft={draft} errors={errors} onChange={mergeDraft} />}

            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="basics-title">
              <Stack gap="md">
                <Title order={2} fz="h4" id="basics-title">
                  Reçete
                </Title>
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, md: 6 }}>
                    <TextInput label="Reçete başlığı" maxLength={150} value={draft.title} onChange={(e) => mergeDraft({ title: e.currentTarget.value })} error={errors['title']} data-path="title" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                    <LazyDateField label="Uygulama tarihi" withAsterisk value={draft.startDate} onChange={(v) => mergeDraft({ startDate: v ?? draft.startDate })} error={errors['startDate']} data-path="startDate" />
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                    <LazyDateField
                      label="Planlanan hasat tarihi"
                      value={draft.plannedHarvestDate}
                      onChange={(v) => mergeDraft({ plannedHarvestDate: v })}
                      clearable
                      clearButtonProps={{ 'aria-label': 'Planlanan hasat tarihini temizle' }}
                      error={errors['plannedHarvestDate']}
                      data-path="plannedHarvestDate"
                    />
                  </Grid.Col>
                </Grid>
                <OrganismSelect
                  plantId={plantId}
                  options={organisms.data}
                  loading={organisms.isLoading}
                  error={organisms.error}
                  value={draft.harmfulOrganisms}
                  fieldError={errors['harmfulOrganismIds']}
                  onChange={(harmfulOrganisms) => mergeDraft({ harmfulOrganisms })}
                />
              </Stack>
            </Card>

            {/* When to apply, beside the application date: the area's next 72 hours (the spray-window planner). */}
            {ctx.weatherAreaId !== null && (
              <Card withBorder radius="md" padding="md">
                <AreaSprayStrip areaId={ctx.weatherAreaId} />
              </Card>
            )}

            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="candidates-title">
              <Stack gap="sm">
                <Title order={2} fz="h4" id="candidates-title">
                  Ruhsatlı ürünler
                </Title>
                {organismIds.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    Zararlı organizma seçtiğinizde bu bitkide ruhsatlı ürünler burada listelenir.
                  </Text>
                ) : (
                  <CandidateTable
                    candidates={candidates.data}
                    loading={candidates.isFetching}
                    error={candidates.error}
                    date={draft.startDate}
                    added={added}
                    onAdd={(c) => mergeDraft((d) => ({ lines: [...d.lines, lineFromCandidate(c)] }))}
                  />
                )}
              </Stack>
            </Card>

            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="lines-title">
              <Stack gap="md">
                <Title order={2} fz="h4" id="lines-title">
                  Reçetedeki ürünler
                </Title>
                {errors['lines'] && (
                  <Text fz="sm" c="red.8" role="alert">
                    {errors['lines']}
                  </Text>
                )}
                {draft.lines.length === 0 ? (
                  <Text fz="sm" c="dimmed">
                    Henüz ürün eklenmedi. Yukarıdaki tablodan “Ekle” ile ürün ekleyin.
                  </Text>
                ) : (
                  draft.lines.map((line, index) => (
                    <LineEditor
                      key={line.key}
                      line={line}
                      index={index}
                      decares={ctx.plant !== null ? ctx.decares : draft.decares}
                      units={units.data}
                      errors={errors}
                      findings={findingsOf(line.key)}
                      organismChosen={organismIds.includes(line.info.harmfulOrganism.id)}
                      onChange={(change) => updateLine(line.key, change)}
                      onRemove={() => removeLine(line.key)}
                    />
                  ))
                )}
              </Stack>
            </Card>

            <ExtrasFields draft={draft} errors={errors} onChange={mergeDraft} weatherAreaId={ctx.weatherAreaId} />
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <FindingsPanel
              result={shown}
              checking={check.waiting}
              idleText={ready ? undefined : 'Zararlı organizma ve dozu girilmiş en az bir ürün eklendiğinde reçete denetlenir.'}
              acknowledged={draft.acknowledgedFindings}
              onAcknowledge={acknowledge}
              lineName={lineName}
            />
            {ready && check.error && !checksFailedOf(check.error) && Object.keys(checkErrors).length === 0 && (
              <Alert color="yellow" variant="light" title="Denetim yapılamadı">
                {errorMessage(check.error)}
              </Alert>
            )}
            <Group gap="sm" justify="space-between">
              <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirmClear(true)}>
                Taslağı temizle
              </Button>
              <Button leftSection={<IconEye size={16} aria-hidden />} onClick={openPreview}>
                Önizle
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>

      {/* The field a refusal names keeps the focus the hook gave it; otherwise it returns to "Önizle". */}
      <Modal
        opened={previewOpen}
        onClose={() => setPreviewOpen(false)}
        returnFocus={Object.keys(editor.form.errors).length === 0}
        title="Reçete önizlemesi"
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': 'Kapat' }}
      >
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Reçete düzenlendiğinde bu bilgilerle numaralandırılır, yazdırılabilir ve üreticiye gönderilebilir. Düzenlenen reçete değiştirilemez; yalnızca düzeltilebilir.
          </Text>
          <PrescriptionDocument model={model} />
          {blockedByChecks && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Henüz düzenlenemez">
              Önce hataları düzeltin ve her uyarıyı “Okudum, onaylıyorum” ile onaylayın.
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPreviewOpen(false)} data-autofocus>
              Geri dön
            </Button>
            <Button onClick={submit} loading={submitting} disabled={submitting || blockedByChecks || check.waiting}>
              Reçeteyi Düzenle
            </Button>
          </Group>
        </Stack>
      </Modal>

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
          editor.setServerError(null);
          editor.form.clearErrors();
          // The editor starts afresh from the route's record.
          resetDraft();
        }}
      >
        Bu taslaktaki bütün seçimler silinsin mi? Bu işlem geri alınamaz.
      </ConfirmDialog>
    </Stack>
  );
}

