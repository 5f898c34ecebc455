import { Badge } from '@mantine/core';
import { DemoRequest, MembershipState, memberStatusLabel, type MemberStatus } from '@portal/contracts';

const colors: Record<string, string> = {
  [DemoRequest]: 'blue',
  [MembershipState.InDemo]: 'cyan',
  [MembershipState.InDemoAdditional]: 'teal',
  [MembershipState.ExtendDate]: 'orange',
  [MembershipState.Active]: 'green',
  [MembershipState.Canceled]: 'red',
};

/** A member's lifecycle status (spec §3 "Membership state", or a demo request), labelled from the contracts. */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge variant="light" color={colors[String(status)] ?? 'gray'} style={{ textTransform: 'none' }}>
      {memberStatusLabel(status)}
    </Badge>
  );
}
