import { Badge, Box, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { CheckResult, FindingDto } from '@portal/contracts';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { findingKeyOf, SeverityColor } from './finding-key';

const groups: { severity: FindingDto['severity']; title: string; icon: typeof IconAlertCircle }[] = [
  { severity: 'error', title: 'Hatalar', icon: IconAlertCircle },
  { severity: 'warning', title: 'Uyarılar', icon: IconAlertTriangle },
  { severity: 'info', title: 'Bilgiler', icon: IconInfoCircle },
];

export interface FindingsPanelProps {
  result: CheckResult | null;
  /** A check is on its way (the draft changed, or the answer is being fetched). */
  checking?: boolean;
  /** Why there is nothing to show yet (e.g. no product line). */
  idleText?: string;
  /** What is checked, in the summary: 'reçete' (default) or 'plan'. */
  subject?: string;
  acknowledged: readonly string[];
  /** Omitted: the findings are shown without the acknowledgement boxes (an issued prescription). */
  onAcknowledge?(key: string, acknowledged: boolean): void;
  /** The product a line finding is about, for its heading. */
  lineName?(lineKey: string): string | undefined;
}

/** One sentence on where the checks stand. */
export function summaryOf(result: CheckResult, acknowledged: readonly string[], subject = 'reçete'): string {
  const errors = result.findings.filter((f) => f.severity === 'error').length;
  const open = result.findings.filter((f) => f.severity === 'warning' && !acknowledged.includes(findingKeyOf(f))).length;
  if (errors === 0 && open === 0) return subject === 'reçete' ? 'Engel yok: reçete düzenlenebilir.' : `Engel yok: ${subject} kaydedilebilir.`;
  const parts = [errors > 0 ? `${errors} hata düzeltilmeli` : null, open > 0 ? `${open} uyarı onay bekliyor` : null].filter(Boolean);
  return `${parts.join(', ')}.`;
}

/**
 * The checks' findings grouped by severity: errors in red block the prescription,
 * warnings in amber each need "Okudum, onaylıyorum" (its key goes into acknowledgedFindings),
 * information in blue. A polite live region, so a screen reader hears the new state as it comes.
 */
export function FindingsPanel({ result, checking = false, idleText, subject, acknowledged, onAcknowledge, lineName }: FindingsPanelProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="h4" id={titleId}>
            Denetim sonuçları
          </Title>
          {checking && (
            <Group gap={6}>
              <Loader size="xs" aria-hidden />
              <Text fz="xs" c="dimmed">
                Denetleniyor…
              </Text>
            </Group>
          )}
        </Group>
        <Stack gap="sm" role="status" aria-live="polite" data-testid="findings-panel">
          {!result ? (
            <Text fz="sm" c="dimmed">
              {idleText ?? 'Zararlı organizma ve ürün seçtiğinizde reçete denetlenir.'}
            </Text>
          ) : (
            <>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {result.canIssue ? <IconCircleCheck size={18} color="var(--mantine-color-green-8)" aria-hidden /> : <IconAlertCircle size={18} color="var(--mantine-color-red-8)" aria-hidden />}
                <Text fz="sm" fw={600}>
                  {summaryOf(result, acknowledged, subject)}
                </Text>
              </Group>
              {groups.map(({ severity, title, icon: Icon }) => {
                const items = result.findings.filter((f) => f.severity === severity);
                if (items.length === 0) return null;
                return (
                  <Box key={severity} component="section" aria-label={`${title} (${items.length})`}>
                    <Group gap={6} mb={6}>
                      <Icon size={16} aria-hidden color={`var(--mantine-color-${SeverityColor[severity]}-8)`} />
                      <Text fz="sm" fw={700}>
                        {title}
                      </Text>
                      <Badge size="sm" variant="light" color={SeverityColor[severity]}>
                        {items.length}
                      </Badge>
                    </Group>
                    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                      {items.map((finding) => (
                        <FindingItem
                          key={findingKeyOf(finding)}
                          finding={finding}
                          line={finding.lineKey ? lineName?.(finding.lineKey) : undefined}
                          acknowledged={acknowledged.includes(findingKeyOf(finding))}
                          onAcknowledge={onAcknowledge}
                        />
                      ))}
                    </Stack>
                  </Box>
                );
              })}
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function FindingItem({ finding, line, acknowledged, onAcknowledge }: { finding: FindingDto; line?: string; acknowledged: boolean; onAcknowledge?: FindingsPanelProps['onAcknowledge'] }) {
  const messageId = useId();
  const color = SeverityColor[finding.severity];
  const key = findingKeyOf(finding);
  return (
    <Box
      component="li"
      data-finding={key}
      p="xs"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-7)`, background: `var(--mantine-color-${color}-light)`, borderRadius: 4 }}
    >
      {line && (
        <Text fz="xs" fw={700}>
          {line}
        </Text>
      )}
      <Text fz="sm" id={messageId}>
        {finding.message}
      </Text>
      {finding.severity === 'warning' && onAcknowledge && (
        <Checkbox mt={6} size="sm" label="Okudum, onaylıyorum" aria-describedby={messageId} checked={acknowledged} onChange={(e) => onAcknowledge(key, e.currentTarget.checked)} />
      )}
      {finding.severity === 'warning' && !onAcknowledge && acknowledged && (
        <Text fz="xs" c="dimmed" mt={4}>
          Onaylandı
        </Text>
      )}
    </Box>
  );
}
