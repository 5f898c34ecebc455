import { Anchor, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { displayName } from '../components/member-text';
import { MemberLoader } from '../components/member-loader';
import { ReadOnlyNote } from '@portal/shared/ui';
import { UserAddForm } from '../components/user-add-form';
import { memberUsersPath } from '../paths';
import { useCanManageUsers } from '../state/session';

/** `uyeler/kullanici-ekle/:id` (spec §2): a new user of member :id, within its seats. */
export function MemberUserAddPage() {
  const { id = '' } = useParams();
  const canManage = useCanManageUsers();
  const back = memberUsersPath(Number(id));
  return (
    <Stack gap="lg" w="100%" maw={880}>
      <Anchor component={Link} to={back} fz="sm">
        ← Kullanıcılar
      </Anchor>
      <MemberLoader backTo="/uyeler" backLabel="Üyeler listesine dön">
        {(member) => (
          <Stack gap="lg">
            <Title order={1} fz="h2">
              Kullanıcı Ekle: {displayName(member.name)}
            </Title>
            {canManage ? <UserAddForm member={member} chooseMember={false} backPath={memberUsersPath(member.id)} /> : <ReadOnlyNote />}
          </Stack>
        )}
      </MemberLoader>
    </Stack>
  );
}
