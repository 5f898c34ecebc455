// One reference change as the feed and the home panels show it: its kind as a
// badge with words, what changed in a plain Turkish sentence, when and from where, the licence's
// page or the limit on the MRL page, and how many prescriptions it flags.
import { Anchor, Badge, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { AreaRoles, describeReferenceChange, ReferenceChangeKindLabels, searchDetailPath, type ReferenceChange, type ReferenceChangeKind } from '@portal/contracts';
import { roleAtom } from '@portal/shared/api-client';
import { useBrand } from '@portal/shared/ui';
import { IconFlag } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { MRL_PATH } from '../paths';
import { dateTimeText, numberText } from '@portal/shared/util';

const kindColor: Record<ReferenceChangeKind, MantineColor> = {
  'licence-registered': 'green',
  'licence-cancelled': 'red',
  'licence-expired': 'orange',
  'mrl-added': 'blue',
  'mrl-changed': 'yellow',
  'mrl-expired': 'gray',
};

export const SourceLabels: Record<ReferenceChange['source'], string> = { edit: 'ekran', import: 'içe aktarma' };

/** The MRL page on this limit: its product, substance and market. */
export function mrlLimitPath(mrl: NonNullable<ReferenceChange['mrl']>): string {
  const params = new URLSearchParams({ product: String(mrl.product.id), substance: String(mrl.activeSubstance.id), market: mrl.market });
  return `${MRL_PATH}?${params.toString()}`;
}

/** Whether the signed-in user writes prescriptions in RCT: their own flagged prescriptions are counted. */
function useCountsOwnPrescriptions(): boolean {
  const role = useAtomValue(roleAtom);
  const brand = useBrand();
  return brand.code === 'rct' && (AreaRoles.professional as readonly number[]).includes(role);
}

function AffectedLine({ count }: { count: number }) {
  const own = useCountsOwnPrescriptions();
  if (own) {
    return count > 0 ? (
      <Text fz="sm" fw={600} c="red.8">
        <IconFlag size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Reçetelerinizden {numberText(count)} tanesini etkiliyor
      </Text>
    ) : (
      <Text fz="sm" c="dimmed">
        Reçetelerinizi etkilemiyor
      </Text>
    );
  }
  return count > 0 ? <Text fz="sm">{numberText(count)} etkin reçeteyi etkiliyor</Text> : null;
}

export function ChangeEntry({ change }: { change: ReferenceChange }) {
  const { licence, mrl } = change;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color={kindColor[change.kind]} variant="light">
          {ReferenceChangeKindLabels[change.kind]}
        </Badge>
        <Text fz="xs" c="dimmed">
          <time dateTime={change.occurredAt}>{dateTimeText(change.occurredAt)}</time> · Kaynak: {SourceLabels[change.source]}
        </Text>
      </Group>
      <Text fz="sm" fw={500}>
        {describeReferenceChange(change)}
      </Text>
      <Group gap="md" wrap="wrap">
        {licence && (
          <Anchor component={Link} to={searchDetailPath('licenses', licence.id)} fz="sm">
            {licence.tradeName} ruhsatını aç
          </Anchor>
        )}
        {mrl && (
          <Anchor component={Link} to={mrlLimitPath(mrl)} fz="sm">
            {mrl.product.name} · {mrl.activeSubstance.name} limitlerini aç
          </Anchor>
        )}
        <AffectedLine count={change.affectedCount} />
      </Group>
    </Stack>
  );
}
