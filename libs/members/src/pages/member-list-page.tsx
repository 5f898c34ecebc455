import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { actionsFor, AppCodeName, MemberDeleteRoles, MemberListStatuses, MemberListTitle, MemberTypeLabel, type MemberItem, type MemberList } from '@portal/contracts';
import { ResourceListPage, type Column, type ListState } from '@portal/shared/ui';
import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { itemOf, memberRowSchema, type MemberRow } from '../api/get-members';
import { MEMBER_API, memberKeys } from '../api/keys';
import { focusButtonNamed } from '../components/focus';
import { dateText, dateTimeText } from '@portal/shared/util';
import { displayName, seatsText } from '../components/member-text';
import { memberRowActions } from '../components/member-actions';
import { memberFilters } from '../components/member-filters';
import { MemberModals } from '../components/member-modals';
import { MemberStatusBadge } from '../components/member-status-badge';
import { memberDetailPath } from '../paths';
import { useMemberListState } from '../state/member-list-url';
import { MEMBER_DEFAULT_SORT, useMemberModal, type MemberModal, type MemberModalKind } from '../state/memberships-slice';
import { useRole } from '../state/session';

const descriptions: Record<MemberList, string> = {
  'demo-talepler': 'Kayıt olan ve henüz yanıtlanmamış başvurular. Onaylanan talep demoya alınır.',
  'demo-uyeler': 'Demo süresindeki üyeler: demoyu uzatın, aboneliğe çevirin ya da iptal edin.',
  'iptal-uyeler': 'Üyeliği iptal edilen üyeler; yeniden demoya alınabilir ya da aboneliğe çevrilebilir.',
  uyeler: 'Tüm üyeler, durumlarıyla birlikte.',
};

/** The end column: the demo's end on the demo lists, the subscription's (else the demo's) on the others. */
const endSortOf: Record<MemberList, string | undefined> = { 'demo-talepler': undefined, 'demo-uyeler': 'demoEndsAt', 'iptal-uyeler': 'subscriptionEndsAt', uyeler: 'subscriptionEndsAt' };

function columnsOf(list: MemberList): Column<MemberRow>[] {
  const manyStatuses = MemberListStatuses[list].length > 1;
  const endSort = endSortOf[list];
  return [
    {
      key: 'name',
      header: 'Üye',
      sort: 'name',
      primary: true,
      render: (m) => (
        <Anchor component={Link} to={memberDetailPath(list, m)} fw={600}>
          {displayName(m.name)}
        </Anchor>
      ),
    },
    { key: 'memberType', header: 'Tür', render: (m) => (m.kind === 'individual' || m.memberType === null ? 'Bireysel' : MemberTypeLabel[m.memberType]) },
    { key: 'app', header: 'Uygulama', render: (m) => AppCodeName[m.app] },
    {
      key: 'memberStatus',
      header: 'Durum',
      ...(manyStatuses ? { sort: 'status' } : {}),
      render: (m) => (
        <Group gap={4} wrap="nowrap">
          <MemberStatusBadge status={m.memberStatus} />
          {list === 'demo-talepler' && !m.requestCompleted && (
            <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
              Doğrulama bekleniyor
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'endsAt',
      header: list === 'demo-uyeler' || list === 'demo-talepler' ? 'Demo bitişi' : 'Bitiş (abonelik / demo)',
      ...(endSort ? { sort: endSort } : {}),
      render: (m) => dateText(list === 'demo-uyeler' ? m.demoEndsAt : (m.subscriptionEndsAt ?? m.demoEndsAt)),
    },
    { key: 'users', header: 'Kullanıcı / koltuk', sort: 'users', render: (m) => seatsText(m.users, m.seats) },
    { key: 'createdAt', header: 'Kayıt', sort: 'createdAt', render: (m) => dateText(m.createdAt) },
    { key: 'lastActivityAt', header: 'Son etkinlik', sort: 'lastActivityAt', render: (m) => dateTimeText(m.lastActivityAt) },
  ];
}

/**
 * The four member lists of spec §2, one screen configured per list: search,
 * member type, status, application and registration dates, paging and order in the API, the
 * state in the address and the saved slice; each row's menu holds the moves the transition table
 * gives the role, the users and subscription pages, and delete (spec §2 dialog).
 */
export function MemberListPage({ list }: { list: MemberList }) {
  const role = useRole();
  const [state, update] = useMemberListState(list);
  // The API's `list` parameter rides with the filters; it is not one the user changes.
  const kitState = useMemo(
    (): [ListState, (change: Partial<ListState>) => void] => [
      { ...state, filters: { list, ...state.filters } },
      (change) => update(change.filters ? { ...change, filters: withoutList(change.filters) } : change),
    ],
    [state, update, list],
  );
  const { pathname } = useLocation();
  const { open } = useMemberModal();
  const [target, setTarget] = useState<MemberItem | null>(null);
  const readOnly = MemberListStatuses[list].every((status) => actionsFor(status, role).length === 0) && !MemberDeleteRoles.includes(role);

  const openModal = useCallback(
    (member: MemberItem, kind: MemberModalKind) => {
      setTarget(member);
      open({ kind, id: member.id, publicId: member.publicId, name: member.name, note: '', origin: pathname });
    },
    [open, pathname],
  );
  const returnFocus = useCallback((modal: MemberModal) => focusButtonNamed(`${displayName(modal.name)}: işlemler`), []);

  return (
    <Stack gap="md" w="100%">
      <ResourceListPage<MemberRow>
        key={list}
        title={MemberListTitle[list]}
        description={descriptions[list]}
        api={MEMBER_API}
        queryKey={memberKeys.all}
        stateKey={`members:${list}`}
        listState={kitState}
        itemSchema={memberRowSchema}
        name={(m) => displayName(m.name)}
        singular="üye"
        defaultSort={MEMBER_DEFAULT_SORT}
        columns={columnsOf(list)}
        filters={memberFilters(list)}
        canWrite={!readOnly}
        // A reader (BestnetSupport, a member's Admin) is told so under the title and in each menu.
        readOnlyControls={readOnly ? 'disabled' : 'hidden'}
        rowActions={(row) => memberRowActions(itemOf(row), list, role, (kind) => openModal(itemOf(row), kind))}
      />
      <MemberModals known={target} returnFocus={returnFocus} />
    </Stack>
  );
}

const withoutList = ({ list: _list, ...filters }: Record<string, string>) => filters;
