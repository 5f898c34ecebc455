import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { MemberDetail } from '@portal/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { displayName } from '../components/member-text';
import { MemberLoader } from '../components/member-loader';
import { SeatsProgress } from '../components/seats-progress';
import { UserList } from '../components/user-list';
import { memberDetailPath, memberUserAddPath, memberUserEditPath } from '../paths';
import { useSelectedMember } from '../state/memberships-slice';
import { useCanManageUsers } from '../state/session';

/**
 * `uyeler/kullanicilar/:id` (spec §2): a member's users with role, authorisation
 * number and status, the seats used of the total, and adding one (uyeler/kullanici-ekle/:id).
 * Operators and Support read the list; Admin (its own member) and BestnetAdmin manage it.
 */
export function MemberUsersPage() {
  return (
    <Stack gap="lg" w="100%">
      <Anchor component={Link} to="/uyeler" fz="sm">
        ← Üyeler
      </Anchor>
      <MemberLoader backTo="/uyeler" backLabel="Üyeler listesine dön">
        {(member) => <MemberUsers member={member} />}
      </MemberLoader>
    </Stack>
  );
}

function MemberUsers({ member }: { member: MemberDetail }) {
  const canManage = useCanManageUsers();
  const [, select] = useSelectedMember();
  useEffect(() => select(member.id), [member.id, select]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Title order={1} fz="h2">
            Kullanıcılar: {displayName(member.name)}
          </Title>
          <Anchor component={Link} to={memberDetailPath('uyeler', member)} fz="sm">
            Üye ayrıntıları
          </Anchor>
        </div>
        {canManage && (
          <Button component={Link} to={memberUserAddPath(member.id)} leftSection={<IconUserPlus size={16} aria-hidden />}>
            Kullanıcı Ekle
          </Button>
        )}
      </Group>
      <Stack gap={4} maw={360}>
        <Text fz="sm" fw={600}>
          Kullanıcı koltukları
        </Text>
        <SeatsProgress users={member.users} seats={member.seats} />
      </Stack>
      <UserList listKey={`member:${member.id}`} label={`${displayName(member.name)}: kullanıcılar`} publicMemberId={member.publicId} showMember={false} canManage={canManage} editPath={memberUserEditPath} />
    </Stack>
  );
}
