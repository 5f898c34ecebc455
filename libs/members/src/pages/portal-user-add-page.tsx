import { Anchor, Stack, Title } from '@mantine/core';
import { Role } from '@portal/contracts';
import { Link } from 'react-router';
import { UserAddForm } from '../components/user-add-form';
import { PORTAL_USERS_PATH } from '../paths';
import { useRole } from '../state/session';

/** `portal-users/add-user` (spec §2): BestnetAdmin may choose the member; a member's Admin adds to its own. */
export function PortalUserAddPage() {
  const role = useRole();
  return (
    <Stack gap="lg" w="100%" maw={880}>
      <div>
        <Anchor component={Link} to={PORTAL_USERS_PATH} fz="sm">
          ← Portal Kullanıcıları
        </Anchor>
        <Title order={1} fz="h2" mt={4}>
          Kullanıcı Ekle
        </Title>
      </div>
      <UserAddForm chooseMember={role === Role.BestnetAdmin} backPath={PORTAL_USERS_PATH} />
    </Stack>
  );
}
