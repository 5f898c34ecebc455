// GET member?list&page&limit&search&memberType&status&app&from&to&sort&order → `{ data, count }`.
// The list screen reads it through the shared list kit, whose rows carry a boolean
// `status`: the member's lifecycle status travels as `memberStatus` instead.
import { memberItemSchema, type MemberItem, type MemberStatus } from '@portal/contracts';

/** A member row as the shared list kit reads it. */
export type MemberRow = Omit<MemberItem, 'status'> & { memberStatus: MemberStatus };

export const memberRowSchema = memberItemSchema.transform(({ status, ...row }): MemberRow => ({ ...row, memberStatus: status }));

/** The row's member as the API sent it. */
export const itemOf = ({ memberStatus, ...row }: MemberRow): MemberItem => ({ ...row, status: memberStatus });
