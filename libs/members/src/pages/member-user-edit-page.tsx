import { Stack } from '@mantine/core';
import { ReadOnlyNote } from '@portal/shared/ui';
import { memberUsersPath } from '../paths';
import { useSelectedMember } from '../state/memberships-slice';
import { useCanManageUsers } from '../state/session';
import { UserEditPage } from './user-edit-page';

/** `uyeler/kullanici-guncelle/:id` (:id the user's publicId): back to the users of the member last opened (saved slice). */
export function MemberUserEditPage() {
  const [memberId] = useSelectedMember();
  const canManage = useCanManageUsers();
  if (!canManage) {
    return (
      <Stack w="100%" maw={880}>
        <ReadOnlyNote />
      </Stack>
    );
  }
  return memberId ? <UserEditPage backPath={memberUsersPath(memberId)} backLabel="Kullanıcılar" /> : <UserEditPage backPath="/uyeler" backLabel="Üyeler" />;
}
