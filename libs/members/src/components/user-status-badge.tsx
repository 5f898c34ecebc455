import { Badge, Group } from '@mantine/core';
import { UserStatusLabel, type PortalUser } from '@portal/contracts';

const colors = { active: 'green', passive: 'gray', banned: 'red' } as const;

/** A user's status (Aktif, Pasif, Engelli), and whether the invitation is still open or the user is archived. */
export function UserStatusBadge({ user }: { user: PortalUser }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="light" color={colors[user.status]} style={{ textTransform: 'none' }}>
        {UserStatusLabel[user.status]}
      </Badge>
      {user.invitationPending && (
        <Badge variant="outline" color="blue" style={{ textTransform: 'none' }}>
          Davet bekliyor
        </Badge>
      )}
      {user.archived && (
        <Badge variant="outline" color="gray" style={{ textTransform: 'none' }}>
          Arşivde
        </Badge>
      )}
    </Group>
  );
}
