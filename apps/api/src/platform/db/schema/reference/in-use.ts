// Deleting a record another one refers to fails with a foreign-key error. PostgreSQL 18
// (PGlite 0.5) reports ON DELETE RESTRICT as 23001 restrict_violation, older servers as
// 23503 foreign_key_violation: the API treats both as "in use, cannot be deleted".
const IN_USE_CODES = new Set(['23001', '23503']);

/** True when a failed DELETE was refused because the record is still in use. */
export function isRecordInUseError(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return IN_USE_CODES.has(String(e?.cause?.code ?? e?.code ?? ''));
}
