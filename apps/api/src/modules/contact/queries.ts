// The contact module's SQL: the service's only way to the tables.
import { contactMessages, type Orm } from '../../platform/db';

export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores a message; answers its id. */
export async function insertContactMessage(db: Orm, values: NewContactMessage): Promise<number> {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return Number(row!.id);
}
