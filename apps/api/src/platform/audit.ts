// One audit_log row: who did what to which record (DESIGN.md §2 "audited"). Services call it
// inside their transaction, so the change and its record commit or roll back together.
import { auditLog, type Orm } from './db';

export interface AuditEntry {
  /** users.id of the signed-in actor; null for a public form. */
  actorUserId: number | null;
  /** `<entity>.<verb>`: 'contact-message.receive'. */
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: Orm, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
