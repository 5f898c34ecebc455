import { Anchor, Badge, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { PrescriptionKind } from '@portal/contracts';
import { ApiError, errorMessage } from '@portal/shared/api-client';
import { Link, useParams } from 'react-router';
import { usePrescription } from '../api/get-prescription';
import { dateTimeText } from '@portal/shared/util';
import { Loading, Problem } from '../pages/editor-pages';
import { planEditPath, prescriptionPath } from '../paths';
import { useTemplates } from './api';
import { PlanEditor } from './plan-editor';

/** The member's instruction templates (spec §3: id, name, type): open one, or edit it. */
function TemplateList() {
  const templates = useTemplates();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="templates-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="templates-title">
          Talimat şablonlarım
        </Title>
        {templates.isLoading ? (
          <Loading text="Şablonlar yükleniyor…" />
        ) : templates.error ? (
          <Text fz="sm" c="red.8" role="alert">
            {errorMessage(templates.error)}
          </Text>
        ) : !templates.data?.length ? (
          <Text fz="sm" c="dimmed">
            Henüz şablonunuz yok. Aşağıda yazdığınız plan kaydedildiğinde burada listelenir.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label="Şablonlar tablosu">
            <Table verticalSpacing={4} fz="sm" aria-label="Talimat şablonlarım">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Şablon</Table.Th>
                  <Table.Th>Bitki</Table.Th>
                  <Table.Th>Satır</Table.Th>
                  <Table.Th>Son değişiklik</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>İşlemler</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {templates.data.map((t) => (
                  <Table.Tr key={t.id}>
                    <Table.Td>
                      <Anchor component={Link} to={prescriptionPath(t.id)} fw={600}>
                        {t.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{t.plantName}</Table.Td>
                    <Table.Td>{t.rowCount}</Table.Td>
                    <Table.Td>{dateTimeText(t.updatedAt)}</Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={planEditPath(t.id)} aria-label={`${t.name}: düzenle`}>
                        Düzenle
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** gubreleme-yaz (spec §2): a new plan, with the templates already written above it. */
export function PlanNewPage() {
  return (
    <Stack gap="lg" w="100%">
      <TemplateList />
      <PlanEditor key="new" />
    </Stack>
  );
}

/** gubreleme-yaz/:id (our design): a template opened for PUT prescription/{id}/edit. */
export function PlanEditPage() {
  const { id: idText } = useParams();
  const id = Number(idText);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = usePrescription(valid ? id : 0, valid);
  if (!valid || (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403))) {
    return (
      <Problem title="Şablon bulunamadı">
        <Text fz="sm">Aradığınız gübreleme şablonu silinmiş ya da hiç var olmamış olabilir.</Text>
      </Problem>
    );
  }
  if (query.error) {
    return (
      <Problem title="Şablon alınamadı">
        <Text fz="sm">{errorMessage(query.error)}</Text>
      </Problem>
    );
  }
  if (!query.data) return <Loading text="Şablon yükleniyor…" />;
  if (query.data.type !== PrescriptionKind.Fertilization) {
    return (
      <Problem title="Bu bir gübreleme şablonu değil">
        <Group gap="xs">
          <Badge variant="light">{query.data.prescriptionNo}</Badge>
          <Text fz="sm">Yalnızca gübreleme şablonları düzenlenebilir; üreticiye gönderilen planlar değişmez.</Text>
        </Group>
      </Problem>
    );
  }
  return <PlanEditor key={`edit-${id}`} template={query.data} />;
}
