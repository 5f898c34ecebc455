// Today in Türkiye: a licence expires, and a prescription stays active, by Turkish days.
import { sql } from 'drizzle-orm';
import { istanbulDay } from '../auth';

/** The calendar day in Istanbul, YYYY-MM-DD. */
export const todayInTurkey = (now = new Date()) => istanbulDay(now);

/** The same as an SQL date expression. */
export const todaySql = sql`(now() at time zone 'Europe/Istanbul')::date`;
