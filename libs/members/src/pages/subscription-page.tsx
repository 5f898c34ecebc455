import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { AppCodeName, MemberListTitle, SubscriptionPlanLabel, type MemberDetail, type MemberList } from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { dateText, daysUntil } from '@portal/shared/util';
import { displayName } from '../components/member-text';
import { InfoList } from '@portal/shared/ui';
import { MemberActionButtons } from '../components/member-action-buttons';
import { MemberLoader } from '../components/member-loader';
import { MemberModals } from '../components/member-modals';
import { MemberStatusBadge } from '../components/member-status-badge';
import { SeatsProgress } from '../components/seats-progress';
import { memberDetailPath } from '../paths';
import { useMemberModal, useSelectedMember, type MemberModalKind } from '../state/memberships-slice';

/** 'N gün kaldı', 'Bugün sona eriyor', 'N gün önce sona erdi'. */
function daysLeftText(day: string | null): string {
  if (!day) return '—';
  const left = daysUntil(day);
  if (left > 0) return `${left} gün kaldı`;
  if (left === 0) return 'Bugün sona eriyor';
  return `${-left} gün önce sona erdi`;
}

/**
 * `…/abonelik/:id` (spec §2): the member's plan, seats used of the total with a bar,
 * the start and end dates with the days left, and the move the role may make on it: convert a
 * demo (or a cancelled member) to a subscription, or renew one.
 */
export function SubscriptionPage({ list }: { list: Extract<MemberList, 'demo-uyeler' | 'uyeler'> }) {
  return (
    <Stack gap="lg" w="100%" maw={900}>
      <Anchor component={Link} to={`/${list}`} fz="sm">
        ← {MemberListTitle[list]}
      </Anchor>
      <MemberLoader backTo={`/${list}`} backLabel={`${MemberListTitle[list]} listesine dön`}>
        {(member) => <SubscriptionView member={member} list={list} />}
      </MemberLoader>
    </Stack>
  );
}

function SubscriptionView({ member, list }: { member: MemberDetail; list: MemberList }) {
  const { pathname } = useLocation();
  const { open } = useMemberModal();
  const [, select] = useSelectedMember();
  useEffect(() => select(member.id), [member.id, select]);
  const openModal = (kind: MemberModalKind) => open({ kind, id: member.id, publicId: member.publicId, name: member.name, note: '', origin: pathname });
  const subscribed = member.plan !== null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            Abonelik: {displayName(member.name)}
          </Title>
          <Group gap="xs" mt={4}>
            <MemberStatusBadge status={member.status} />
            <Anchor component={Link} to={memberDetailPath(list, member)} fz="sm">
              Üye ayrıntıları
            </Anchor>
          </Group>
        </div>
        <MemberActionButtons member={member} only={['convert', 'renew']} onOpen={openModal} />
      </Group>

      {!subscribed && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title="Abonelik yok">
          <Text fz="sm">
            Bu üye henüz bir aboneliğe geçmedi{member.demoEndsAt ? `; demosu ${dateText(member.demoEndsAt)} tarihinde sona eriyor (${daysLeftText(member.demoEndsAt)})` : ''}.
          </Text>
        </Alert>
      )}

      <Card withBorder component="section" aria-labelledby="subscription-title">
        <Title order={2} fz="h4" id="subscription-title" mb="md">
          Abonelik bilgileri
        </Title>
        <InfoList
          items={[
            ['Paket', member.plan ? SubscriptionPlanLabel[member.plan] : '—'],
            ['Uygulama', AppCodeName[member.app]],
            ['Kullanıcı koltukları', <SeatsProgress key="seats" users={member.users} seats={member.seats} />],
            ['Başlangıç', dateText(member.subscriptionStartsAt)],
            ['Bitiş', dateText(member.subscriptionEndsAt)],
            ['Kalan süre', subscribed ? daysLeftText(member.subscriptionEndsAt) : '—'],
          ]}
        />
      </Card>

      <MemberModals known={member} />
    </Stack>
  );
}
