import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Role } from '@portal/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserList } from '../components/user-list';
import { PORTAL_USER_ADD_PATH, portalUserEditPath } from '../paths';
import { useRole } from '../state/session';

/**
 * `portal-users` (spec §2 "Portal administration", §7 "Portal users"): a member's
 * Admin manages its own member's users, BestnetAdmin everyone's (with the member column).
 */
export function PortalUsersPage() {
  const role = useRole();
  return (
    <Stack gap="lg" w="100%">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            Portal Kullanıcıları
          </Title>
          <Text c="dimmed" fz="sm" mt={4}>
            {role === Role.BestnetAdmin ? 'Tüm üyelerin kullanıcıları.' : 'Üyeliğinizin kullanıcıları.'} Yeni kullanıcıya şifresini belirlemesi için davet e-postası gider.
          </Text>
        </div>
        <Button component={Link} to={PORTAL_USER_ADD_PATH} leftSection={<IconUserPlus size={16} aria-hidden />}>
          Kullanıcı Ekle
        </Button>
      </Group>
      <UserList listKey="portal-users" label="Portal kullanıcıları" showMember={role === Role.BestnetAdmin} canManage editPath={portalUserEditPath} />
    </Stack>
  );
}
