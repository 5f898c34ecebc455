// PostgreSQL's refusals reach the code in different wrappings: node-postgres and PGlite throw a
// DatabaseError carrying the SQLSTATE, and Drizzle wraps it in its own error as `cause`. This is
// the one reader of it, so that no caller matches codes on a guessed shape.

/** The SQLSTATE (`23505`) and, for a constraint violation, the constraint's name. */
export interface PgError {
  code: string;
  constraint?: string;
}

/** The SQLSTATEs the API acts on (PostgreSQL, Appendix A). */
export const PgCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  /** ON DELETE RESTRICT on PostgreSQL 18 (PGlite 0.5); older servers say 23503. */
  RestrictViolation: '23001',
  CheckViolation: '23514',
  NotNullViolation: '23502',
  NumericOutOfRange: '22003',
  StringTooLong: '22001',
  /** CREATE DATABASE … TEMPLATE while another copy of the template is being made. */
  ObjectInUse: '55006',
} as const;

// Five characters; no SQLSTATE class starts with E, so errno codes (EPIPE, EBUSY) are not taken for one.
const SQLSTATE = /^[0-9A-DF-Z][0-9A-Z]{4}$/;

/**
 * The database error in `error` or in the chain of its causes, or undefined when it is not one
 * (a socket's ECONNRESET, a thrown AppError).
 */
export function pgErrorOf(error: unknown): PgError | undefined {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && SQLSTATE.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique constraint refused the write (a taken e-mail, a second record with the same key). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === PgCode.UniqueViolation;
}
