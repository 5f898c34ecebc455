import { Alert, Anchor, Button, Center, Fieldset, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDefinitionItem } from './api/get-definition-item';
import { useSaveDefinitionItem } from './api/save-definition-item';
import { DefinitionField, type DefinitionForm } from './form-fields';
import { emptyValues, requestOf, valuesOf, type FormValues } from './form-values';
import { FormActions, ReadOnlyNote, ServerError, useContractForm } from '@portal/shared/ui';
import { sectionInfo, sectionPaths, type SectionView } from './section-view';
import { useCanWriteDefinitions } from './use-can-write';

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase('tr-TR') + text.slice(1);

/**
 * A section's `ekle` and `guncelle/:id` screens (spec §2): the section's fields, validated with the
 * contract's input schema; the server's field errors land under the fields. Read-only users see
 * the form disabled (spec §6).
 */
export function DefinitionFormPage({ view }: { view: SectionView }) {
  const { id: idParam } = useParams();
  const info = sectionInfo(view.section);
  const paths = sectionPaths(view.section);
  const id = idParam === undefined ? undefined : Number(idParam);
  const validId = id !== undefined && Number.isSafeInteger(id) && id > 0;
  const heading = id === undefined ? `Yeni ${info.singular}` : `${capitalise(info.singular)} düzenle`;

  const item = useDefinitionItem(info.api, view.itemSchema, id as number, validId);

  let body;
  if (id === undefined) {
    body = <SectionForm view={view} initialValues={emptyValues(view.fields)} />;
  } else if (!validId || (item.error instanceof ApiError && item.error.status === 404)) {
    body = <NotFound listPath={paths.list} title={info.title} />;
  } else if (item.error && !item.data) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title="Kayıt alınamadı">
        <Stack gap="sm" align="flex-start">
          <Text fz="sm">{errorMessage(item.error)}</Text>
          <Button variant="light" color="red" size="xs" onClick={() => void item.refetch()}>
            Yeniden dene
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!item.data) {
    body = (
      <Center py="xl">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Kayıt yükleniyor…</Text>
        </Group>
      </Center>
    );
  } else {
    const input = view.toInput ? view.toInput(item.data) : (item.data as unknown as Record<string, unknown>);
    // Keyed by the record, so the form starts from the loaded values.
    body = <SectionForm key={`${id}-${item.data.updatedAt}`} view={view} id={id} initialValues={valuesOf(view.fields, input)} />;
  }

  return (
    <Stack gap="lg" maw={880} w="100%">
      <div>
        <Anchor component={Link} to={paths.list} fz="sm">
          {info.title}
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          {heading}
        </Title>
      </div>
      {body}
    </Stack>
  );
}

function NotFound({ listPath, title }: { listPath: string; title: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle aria-hidden />} title="Kayıt bulunamadı">
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">Aradığınız kayıt silinmiş ya da hiç var olmamış olabilir.</Text>
        <Anchor component={Link} to={listPath} fz="sm" fw={600}>
          {title} listesine dön
        </Anchor>
      </Stack>
    </Alert>
  );
}

function SectionForm({ view, id, initialValues }: { view: SectionView; id?: number; initialValues: FormValues }) {
  const info = sectionInfo(view.section);
  const paths = sectionPaths(view.section);
  const save = useSaveDefinitionItem(info.api, view.itemSchema);
  const navigate = useNavigate();
  const readOnly = !useCanWriteDefinitions();
  const contract = useContractForm(view.inputSchema, {
    name: `definition-${view.section}`,
    initialValues,
    toRequest: (values: FormValues) => requestOf(view.fields, values),
    fieldNames: view.fields.map((f) => f.name),
    onSubmit: async (input) => {
      if (readOnly) return;
      await save.mutateAsync({ input, id });
      notifications.show({
        color: 'green',
        icon: <IconCheck size={18} aria-hidden />,
        title: 'Kaydedildi',
        message: `${capitalise(info.singular)} kaydı kaydedildi.`,
      });
      await navigate(paths.list);
    },
  });
  const form: DefinitionForm = contract.form;

  return (
    <form onSubmit={contract.onSubmit} noValidate aria-label={`${capitalise(info.singular)} formu`}>
      <Stack gap="lg">
        {readOnly && <ReadOnlyNote />}
        <ServerError error={contract.serverError} />
        <Fieldset variant="unstyled" disabled={readOnly} aria-label={`${capitalise(info.singular)} bilgileri`}>
          <Grid gap="md">
            {view.fields.map((field) => (
              <Grid.Col key={field.name} span={{ base: 12, md: field.span ?? 12 }}>
                <DefinitionField field={field} form={form} readOnly={readOnly} />
              </Grid.Col>
            ))}
          </Grid>
        </Fieldset>
        <FormActions submitting={form.submitting} disabled={readOnly} cancelTo={paths.list} />
      </Stack>
    </form>
  );
}
