import { Alert, List, Text } from '@mantine/core';
import type { Compliance, PhiCheck } from '@portal/contracts';
import { IconAlertTriangle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { dateText, isoDay } from '@portal/shared/util';

/** One spraying against its harvest, in words. */
export function phiCheckText(c: PhiCheck): string {
  const phi = c.phiDays === null ? 'bekleme süresi kayıtlı değil' : `bekleme süresi ${c.phiDays} gün`;
  const earliest = c.earliestHarvest ? `, en erken hasat ${dateText(c.earliestHarvest)}` : '';
  const harvest = c.harvestDate ? `; hasat ${dateText(c.harvestDate)}` : '';
  return `${c.product} (${dateText(c.sprayedOn)} ilaçlaması): ${phi}${earliest}${harvest}`;
}

/**
 * The lot's PHI compliance. A harvest inside a spraying's waiting period is red;
 * while a waiting period runs, the first allowed harvest day is told.
 */
export function CompliancePanel({ compliance }: { compliance: Compliance }) {
  const failing = compliance.checks.filter((c) => !c.ok);
  if (failing.length > 0) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title="Bekleme süresi içinde hasat var">
        <List fz="sm" spacing={4}>
          {failing.map((c, i) => (
            <List.Item key={i}>{phiCheckText(c)}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  if (compliance.earliestHarvest && compliance.earliestHarvest > isoDay()) {
    return (
      <Alert color="yellow" variant="light" icon={<IconClock aria-hidden />} title={`En erken hasat: ${dateText(compliance.earliestHarvest)}`}>
        <Text fz="sm">İlaçlamaların bekleme süreleri bu güne kadar sürüyor.</Text>
      </Alert>
    );
  }
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title="Bekleme sürelerine uyuluyor">
      <Text fz="sm">{compliance.checks.length === 0 ? 'Bu partide henüz ilaçlama kaydı yok.' : 'Her ilaçlamanın bekleme süresi hasattan önce doldu ya da doluyor.'}</Text>
    </Alert>
  );
}
