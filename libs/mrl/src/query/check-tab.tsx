// "Uyum kontrolü": a lab result for a plant (MRL product) and market, typed as rows
// of substance and mg/kg (Turkish decimals: 0,02), checked by POST search/mrl/check against the
// limits in force. Each substance's verdict is said in words, with how far it is from its limit;
// a substance with no limit is checked against the 0,01 mg/kg default.
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { DEFAULT_MRL_MG_PER_KG, mrlCheckBodySchema, type MrlCheckRow, type MrlCheckBody } from '@portal/contracts';
import { NumeralInput, ServerError, useContractForm } from '@portal/shared/ui';
import { IconAlertTriangle, IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useMrlCheck, type MrlCheckResult } from '../api/post-mrl-check';
import { checkBodyOf, checkFieldNames, emptyRow, fieldId, initialCheckValues, MAX_CHECK_ROWS, type CheckRow, type CheckValues } from './check-form';
import { dateText, percentText } from '@portal/shared/util';
import { mgText, productCode } from './mrl-text';
import { MarketInput } from './market-input';
import { MrlOptionSelect } from './mrl-option-select';

const focusNode = (path: string) => document.getElementById(fieldId(path));

export function CheckTab() {
  const check = useMrlCheck();
  const [initialValues] = useState<CheckValues>(initialCheckValues);
  const { form, onSubmit, serverError } = useContractForm(mrlCheckBodySchema, {
    name: 'mrl-check',
    initialValues,
    toRequest: checkBodyOf,
    // The messages are keyed as the body names its fields (`results.0.mgPerKg`); the fields carry ids.
    fieldNames: checkFieldNames,
    inputNode: focusNode,
    formOptions: { validateInputOnBlur: false },
    onSubmit: async (body) => {
      await check.mutateAsync(body as MrlCheckBody);
    },
  });
  const values = form.getValues();
  const errors = form.errors;

  // Any change makes the last verdict out of date, and clears the message of the changed field.
  const change = (next: CheckValues, path?: string) => {
    form.setValues(next);
    check.reset();
    if (path && errors[path]) form.clearFieldError(path);
  };
  const setRow = (index: number, patch: Partial<CheckRow>, path: string) => change({ ...values, results: values.results.map((r, i) => (i === index ? { ...r, ...patch } : r)) }, path);

  return (
    <Stack gap="lg">
      <form onSubmit={onSubmit} noValidate aria-label="Uyum kontrolü">
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Laboratuvar sonucunu girin: her aktif madde için ölçülen kalıntı (mg/kg). Limiti olmayan madde {mgText(DEFAULT_MRL_MG_PER_KG)} mg/kg varsayılan limitle karşılaştırılır.
          </Text>
          <ServerError error={serverError} title="Kontrol yapılamadı" />
          <Group align="flex-start" gap="md" wrap="wrap">
            <MrlOptionSelect
              id={fieldId('mrlProductId')}
              kind="product"
              label="Bitki / ürün"
              placeholder="Ürün adı ya da kodu"
              withAsterisk
              value={values.product?.id ?? null}
              knownLabel={values.product?.label ?? null}
              onChange={(product) => change({ ...values, product }, 'mrlProductId')}
              error={errors['mrlProductId'] as string | undefined}
            />
            <MarketInput id={fieldId('market')} value={values.market} onChange={(market) => change({ ...values, market }, 'market')} error={errors['market'] as string | undefined} />
          </Group>

          <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} fz="sm" mb={4}>
              Laboratuvar sonuçları
            </Text>
            {values.results.map((row, index) => (
              <Group key={row.key} align="flex-start" gap="sm" wrap="wrap">
                <MrlOptionSelect
                  id={fieldId(`results.${index}.mrlActiveSubstanceId`)}
                  kind="substance"
                  label={`${index + 1}. aktif madde`}
                  placeholder="Madde adı"
                  withAsterisk
                  clearable={false}
                  value={row.substance?.id ?? null}
                  knownLabel={row.substance?.label ?? null}
                  onChange={(substance) => setRow(index, { substance }, `results.${index}.mrlActiveSubstanceId`)}
                  error={errors[`results.${index}.mrlActiveSubstanceId`] as string | undefined}
                />
                <NumeralInput
                  id={fieldId(`results.${index}.mgPerKg`)}
                  label={`${index + 1}. ölçülen kalıntı (mg/kg)`}
                  withAsterisk
                  separators="tr"
                  decimals={4}
                  positiveOnly
                  placeholder="0,02"
                  w={200}
                  value={row.mgPerKg}
                  onChange={(mgPerKg) => setRow(index, { mgPerKg }, `results.${index}.mgPerKg`)}
                  error={errors[`results.${index}.mgPerKg`] as string | undefined}
                />
                <Tooltip label="Satırı kaldır">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    aria-label={`${index + 1}. satırı kaldır`}
                    disabled={values.results.length === 1}
                    onClick={() => change({ ...values, results: values.results.filter((_, i) => i !== index) })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ))}
            {errors['results'] && (
              <Text fz="sm" c="red" role="alert">
                {errors['results']}
              </Text>
            )}
          </Stack>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} disabled={values.results.length >= MAX_CHECK_ROWS} onClick={() => change({ ...values, results: [...values.results, emptyRow()] })}>
              Madde ekle
            </Button>
            <Button type="submit" loading={check.isPending}>
              Kontrol et
            </Button>
          </Group>
        </Stack>
      </form>
      {check.data && <CheckResult result={check.data} />}
    </Stack>
  );
}

function CheckResult({ result }: { result: MrlCheckResult }) {
  const over = result.rows.filter((r) => r.verdict === 'exceeds').length;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="mrl-check-result">
      <Stack gap="md">
        <Title order={2} fz="h4" id="mrl-check-result">
          Sonuç: {result.product.name} ({productCode(result.product)}) · {result.market} pazarı
        </Title>
        <Alert
          role="status"
          color={result.compliant ? 'green' : 'red'}
          variant="light"
          icon={result.compliant ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />}
          title={result.compliant ? 'Tüm maddeler limit içinde' : `${over} madde limiti aşıyor`}
        >
          {result.compliant ? 'Girilen her kalıntı yürürlükteki limitin altında ya da limitte.' : 'Limiti aşan kalıntı bu pazarda ürünün satışına engel olabilir.'}
        </Alert>
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Caption>Madde madde sonuç</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Aktif madde</Table.Th>
                <Table.Th>Ölçülen (mg/kg)</Table.Th>
                <Table.Th>Limit (mg/kg)</Table.Th>
                <Table.Th>Sonuç</Table.Th>
                <Table.Th>Fark</Table.Th>
                <Table.Th>Limitin yüzdesi</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.rows.map((row) => (
                <ResultRow key={row.activeSubstance.id} row={row} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}

/** How far the measured value is from the limit, in words. */
function marginText(row: MrlCheckRow): string {
  if (row.margin === 0) return 'Tam limitte';
  return row.margin > 0 ? `${mgText(row.margin)} mg/kg altında` : `${mgText(-row.margin)} mg/kg fazla`;
}

function ResultRow({ row }: { row: MrlCheckRow }) {
  const within = row.verdict === 'within';
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {row.activeSubstance.name}
      </Table.Th>
      <Table.Td>{mgText(row.measured)}</Table.Td>
      <Table.Td>
        {row.limit !== null ? (
          <>
            {mgText(row.limit)}
            {row.limitDate && (
              <Text span fz="xs" c="dimmed">
                {' '}
                ({dateText(row.limitDate)})
              </Text>
            )}
          </>
        ) : (
          // Words, not a colour, say it (orange text on white fell below 4.5:1).
          <Text span fz="sm" fw={600}>
            limit yok — {mgText(row.appliedLimit)} mg/kg varsayılan
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Badge color={within ? 'green' : 'red'} variant={within ? 'light' : 'filled'}>
          {within ? 'Limit içinde' : 'Limiti aşıyor'}
        </Badge>
      </Table.Td>
      <Table.Td>{marginText(row)}</Table.Td>
      <Table.Td>{percentText(row.percentOfLimit)}</Table.Td>
    </Table.Tr>
  );
}
