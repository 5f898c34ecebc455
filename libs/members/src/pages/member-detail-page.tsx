import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  AppCodeName,
  canAccessPath,
  MemberListTitle,
  MemberLists,
  MembershipState,
  MemberTypeLabel,
  SubscriptionPlanLabel,
  type MemberDetail,
  type MemberKind,
  type MemberList,
} from '@portal/contracts';
import { phoneText, InfoList } from '@portal/shared/ui';
import { IconCalendarRepeat, IconPencil, IconUsers } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { dateText, dateTimeText, daysUntil } from '@portal/shared/util';
import { displayName } from '../components/member-text';
import { MemberActionButtons } from '../components/member-action-buttons';
import { MemberDetailsForm } from '../components/member-details-form';
import { MemberHistory } from '../components/member-history';
import { MemberLoader } from '../components/member-loader';
import { MemberModals } from '../components/member-modals';
import { MemberStatusBadge } from '../components/member-status-badge';
import { SeatsProgress } from '../components/seats-progress';
import { memberDetailPath, memberUsersPath, subscriptionPath } from '../paths';
import { useMemberModal, useSelectedMember, type MemberModalKind } from '../state/memberships-slice';
import { useCanEditMember, useRole } from '../state/session';

/** The list a detail page leads back to: its own, or demo-talepler when opened from there (`?liste=`). */
export function useBackList(own: MemberList): MemberList {
  const [params] = useSearchParams();
  const from = params.get('liste');
  return MemberLists.find((l) => l === from) ?? own;
}

/**
 * `…/bireysel/:id` and `…/kurumsal/:id` (spec §2 "Member routes"): the member's
 * details, status, demo and subscription, last activity, the history as a timeline, the moves the
 * role may make now, the details form for the roles that act on members, and the users page.
 */
export function MemberDetailPage({ list, kind }: { list: Exclude<MemberList, 'demo-talepler'>; kind: MemberKind }) {
  const back = useBackList(list);
  return (
    <Stack gap="lg" w="100%" maw={1100}>
      <Anchor component={Link} to={`/${back}`} fz="sm">
        ← {MemberListTitle[back]}
      </Anchor>
      <MemberLoader backTo={`/${back}`} backLabel={`${MemberListTitle[back]} listesine dön`}>
        {(member) => (member.kind === kind ? <MemberDetailView member={member} list={back} /> : <Navigate replace to={memberDetailPath(back, member)} />)}
      </MemberLoader>
    </Stack>
  );
}

function MemberDetailView({ member, list }: { member: MemberDetail; list: MemberList }) {
  const role = useRole();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { open } = useMemberModal();
  const [, select] = useSelectedMember();
  const [editing, setEditing] = useState(false);
  const corporate = member.kind === 'corporate';
  const usersPath = memberUsersPath(member.id);
  const subPath = subscriptionPath(list, member.id);
  const canEdit = useCanEditMember();

  useEffect(() => select(member.id), [member.id, select]);

  const openModal = (kind: MemberModalKind) => open({ kind, id: member.id, publicId: member.publicId, name: member.name, note: '', origin: pathname });
  const demoLeft = member.demoEndsAt ? daysUntil(member.demoEndsAt) : null;

  const details: [string, ReactNode][] = corporate
    ? [
        ['Firma / kurum adı', displayName(member.name)],
        ['Üye tipi', member.memberType === null ? '—' : MemberTypeLabel[member.memberType]],
        ['Vergi dairesi', member.taxOffice],
        ['Vergi numarası (VKN)', member.taxNumber],
        ['Adres', member.address],
        ['Yetkili kişi', member.contactPerson],
        ['İletişim e-postası', member.contactEmail],
        ['İletişim telefonu', phoneText(member.contactPhone)],
      ]
    : [
        ['Ad soyad', displayName(member.name)],
        ['İletişim e-postası', member.contactEmail],
        ['İletişim telefonu', phoneText(member.contactPhone)],
      ];

  const membership: [string, ReactNode][] = [
    ['Durum', <MemberStatusBadge key="s" status={member.status} />],
    ['Uygulama', AppCodeName[member.app]],
    ['Kayıt', dateTimeText(member.createdAt)],
    ['Başvuru doğrulaması', member.requestCompleted ? 'E-posta ve telefon doğrulandı' : 'Doğrulama bekleniyor'],
    ['Demo bitişi', member.demoEndsAt ? `${dateText(member.demoEndsAt)}${demoLeft !== null && demoLeft >= 0 ? ` (${demoLeft} gün kaldı)` : ''}` : '—'],
    ['Abonelik', member.plan ? `${SubscriptionPlanLabel[member.plan]}: ${dateText(member.subscriptionStartsAt)} – ${dateText(member.subscriptionEndsAt)}` : '—'],
    ['Kullanıcılar', <SeatsProgress key="u" users={member.users} seats={member.seats} />],
    ['Son etkinlik', dateTimeText(member.lastActivityAt)],
    ...(member.status === MembershipState.Canceled ? [['İptal nedeni', member.cancelReason] as [string, ReactNode]] : []),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <div>
          <Title order={1} fz="h2">
            {displayName(member.name)}
          </Title>
          <Group gap="xs" mt={4}>
            <MemberStatusBadge status={member.status} />
            <Text c="dimmed" fz="sm">
              {corporate ? 'Kurumsal üye' : 'Bireysel üye'}
            </Text>
          </Group>
        </div>
        <MemberActionButtons member={member} onOpen={openModal} />
      </Group>

      <Card withBorder component="section" aria-labelledby="member-details-title">
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h4" id="member-details-title">
            {corporate ? 'Kurum bilgileri' : 'Kişi bilgileri'}
          </Title>
          {canEdit && !editing && (
            <Button variant="subtle" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
              Bilgileri düzenle
            </Button>
          )}
        </Group>
        {editing ? <MemberDetailsForm member={member} onDone={() => setEditing(false)} /> : <InfoList items={details} />}
      </Card>

      <Card withBorder component="section" aria-labelledby="membership-title">
        <Group justify="space-between" mb="md" wrap="wrap">
          <Title order={2} fz="h4" id="membership-title">
            Üyelik
          </Title>
          <Group gap="xs">
            {canAccessPath(role, usersPath) && (
              <Button component={Link} to={usersPath} variant="default" size="xs" leftSection={<IconUsers size={14} aria-hidden />}>
                Kullanıcılar
              </Button>
            )}
            {list !== 'demo-talepler' && canAccessPath(role, subPath) && (
              <Button component={Link} to={subPath} variant="default" size="xs" leftSection={<IconCalendarRepeat size={14} aria-hidden />}>
                Abonelik
              </Button>
            )}
          </Group>
        </Group>
        <InfoList items={membership} />
      </Card>

      <Card withBorder component="section" aria-labelledby="history-title">
        <Title order={2} fz="h4" id="history-title" mb="md">
          Geçmiş ve notlar
        </Title>
        <MemberHistory entries={member.history} />
      </Card>

      <MemberModals known={member} onDeleted={() => void navigate(`/${list}`, { replace: true })} />
    </Stack>
  );
}
