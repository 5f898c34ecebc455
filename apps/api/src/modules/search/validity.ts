// "Valid today in Türkiye" in SQL, the same rule as isLicenceValidOn (@portal/domain/prescription)
// applied to Istanbul's date: not cancelled (or cancelled from a later day), not expired, and
// licensed by today. The lists, counts, details and the plant × pest query all use it.
import { sql, type SQL } from 'drizzle-orm';
import { licences } from '../../platform/db';

/** Today's date in Türkiye: a subquery, so PostgreSQL computes it once per statement (an InitPlan), not three times per row. */
export const todayInTurkey = sql`(select (now() at time zone 'Europe/Istanbul')::date)`;

/** True when the licence (`licences`, or an alias of it) is valid today. */
export function validToday(l: typeof licences = licences): SQL<boolean> {
  return sql<boolean>`(not (${l.licenceStatus} = 'cancelled' and (${l.cancelledOn} is null or ${l.cancelledOn} <= ${todayInTurkey}))
    and (${l.expiryDate} is null or ${l.expiryDate} >= ${todayInTurkey})
    and ${l.licenceDate} <= ${todayInTurkey})`;
}
