import { Box, Center, Group, Loader, LoadingOverlay, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { userAtom } from '@portal/shared/api-client';
import { RoleLabel, type PortalUser } from '@portal/contracts';
import { LoadError, phoneText, SEARCH_DEBOUNCE_MS, TablePager } from '@portal/shared/ui';
import { IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { usePortalUsers } from '../api/get-portal-users';
import { useUserListState, useUserModal, type UserModal, type UserModalKind } from '../state/portal-slice';
import { focusButtonNamed } from './focus';
import { dateTimeText } from '@portal/shared/util';
import { UserModals } from './user-modals';
import { userName } from './user-name';
import { UserRowMenu } from './user-row-menu';
import { UserStatusBadge } from './user-status-badge';

export interface UserListProps {
  /** The list's key in the saved `portal` slice. */
  listKey: string;
  /** The table's accessible name. */
  label: string;
  /** Only this member's users (a member's users page). */
  publicMemberId?: string;
  /** The member column (the portal-users page of BestnetAdmin, who sees every member's). */
  showMember: boolean;
  /** Admin and BestnetAdmin act on users; others only read. */
  canManage: boolean;
  editPath(publicId: string): string;
}

/**
 * A users list (spec §7 GET portalUser, §4 "Portal user"): search (500 ms), 'Arşivdekiler',
 * paging, the status of each user and the row menu with its confirmations. Its page, search and
 * switch, the selected user and the open modal are kept in the saved `portal` slice.
 */
export function UserList({ listKey, label, publicMemberId, showMember, canManage, editPath }: UserListProps) {
  const [state, update] = useUserListState(listKey);
  const { pathname } = useLocation();
  const { open } = useUserModal();
  const me = useAtomValue(userAtom)?.publicId;
  const [searchText, setSearchText] = useState(state.search);
  const [debounced] = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced !== state.search) update({ search: debounced, page: 1 });
  }, [debounced, state.search, update]);

  const params = useMemo(() => ({ ...state, ...(publicMemberId ? { publicMemberId } : {}) }), [state, publicMemberId]);
  const query = usePortalUsers(params);
  const page = query.data;
  const pageCount = Math.max(1, Math.ceil((page?.count ?? 0) / state.limit));
  useEffect(() => {
    if (page && !query.isPlaceholderData && state.page > pageCount) update({ page: pageCount });
  }, [page, query.isPlaceholderData, state.page, pageCount, update]);

  const openModal = (user: PortalUser, kind: UserModalKind) => open({ kind, publicId: user.publicId, name: userName(user), note: kind === 'notes' ? (user.note ?? '') : '', origin: pathname });
  const returnFocus = useCallback((modal: UserModal) => focusButtonNamed(`${modal.name}: işlemler`), []);
  const rows = page?.data ?? [];
  const columns = 6 + (showMember ? 1 : 0) + (canManage ? 1 : 0);

  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Ara"
          placeholder="Ad, soyad, e-posta ya da telefon"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          maxLength={100}
        />
        <Switch label="Arşivdekiler" checked={state.isArchived} onChange={(event) => update({ isArchived: event.currentTarget.checked, page: 1 })} mb={8} />
      </Group>

      {query.isError && <LoadError title="Kullanıcılar alınamadı" error={query.error} onRetry={() => void query.refetch()} />}

      {!page && !query.isError && (
        <Center py="xl">
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Kullanıcılar yükleniyor…</Text>
          </Group>
        </Center>
      )}

      {page && (
        <>
          <Box pos="relative">
            <LoadingOverlay visible={query.isPlaceholderData} zIndex={5} overlayProps={{ blur: 1 }} loaderProps={{ size: 'sm' }} />
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-label={label} aria-busy={query.isFetching}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ad soyad</Table.Th>
                    <Table.Th>E-posta</Table.Th>
                    <Table.Th>Telefon</Table.Th>
                    <Table.Th>Rol</Table.Th>
                    {showMember && <Table.Th>Üye</Table.Th>}
                    <Table.Th>Durum</Table.Th>
                    <Table.Th>Son giriş</Table.Th>
                    {canManage && <Table.Th w={72}>İşlem</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={columns}>
                        <Text ta="center" py="lg" c="dimmed">
                          {state.search ? `"${state.search}" için sonuç bulunamadı` : state.isArchived ? 'Arşivde kullanıcı yok' : 'Henüz kullanıcı yok'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    rows.map((user) => (
                      <Table.Tr key={user.publicId}>
                        <Table.Td fw={600}>{userName(user)}</Table.Td>
                        <Table.Td>{user.email}</Table.Td>
                        <Table.Td>{phoneText(user.phone)}</Table.Td>
                        <Table.Td>
                          {RoleLabel[user.type]}
                          {user.authorizationNumber && (
                            <Text fz="xs" c="dimmed">
                              Yetki no: {user.authorizationNumber}
                            </Text>
                          )}
                        </Table.Td>
                        {showMember && <Table.Td>{user.memberName}</Table.Td>}
                        <Table.Td>
                          <UserStatusBadge user={user} />
                        </Table.Td>
                        <Table.Td>{user.lastLoginAt ? dateTimeText(user.lastLoginAt) : user.invitationPending ? 'Davet gönderildi' : '—'}</Table.Td>
                        {canManage && (
                          <Table.Td>
                            <UserRowMenu user={user} editPath={editPath(user.publicId)} self={user.publicId === me} onOpen={(kind) => openModal(user, kind)} />
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <TablePager
            page={Math.min(state.page, pageCount)}
            pageCount={pageCount}
            limit={state.limit}
            total={page.count}
            onPage={(next) => update({ page: next })}
            onLimit={(limit) => update({ limit, page: 1 })}
          />
        </>
      )}

      {canManage && <UserModals archived={state.isArchived} returnFocus={returnFocus} />}
    </Stack>
  );
}
