// Deleting a record another one refers to fails with a foreign-key error. PostgreSQL 18
// (PGlite 0.5) reports ON DELETE RESTRICT as 23001 restrict_violation, older servers as
// 23503 foreign_key_violation: the API treats both as "in use, cannot be deleted".
import { PgCode, pgErrorOf } from '../../pg-error';

const IN_USE_CODES = new Set<string>([PgCode.RestrictViolation, PgCode.ForeignKeyViolation]);

/** True when a failed DELETE was refused because the record is still in use. */
export function isRecordInUseError(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && IN_USE_CODES.has(code);
}
