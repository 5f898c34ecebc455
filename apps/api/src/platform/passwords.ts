// Password hashing and the common-password check (DESIGN.md §4: argon2id with at least
// m=19 MiB, t=2, p=1; the most common passwords refused).
import { foldForSearch } from '@portal/shared/util';
import argon2 from 'argon2';
import { topPasswords, turkishPasswords } from './common-passwords';

/** OWASP's argon2id baseline (m=19456 KiB, t=2, p=1). */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/** False, never an exception, for a wrong password or a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification and answers false: login for an unknown account
 * then takes as long as for a known one, so timing does not reveal which e-mails exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-unknown-accounts');
  await verifyPassword(await dummyHash, password);
  return false;
}

let common: Set<string> | undefined;

function commonSet(): Set<string> {
  common ??= new Set(
    `${topPasswords}\n${turkishPasswords}`
      .split(/\s+/)
      .filter(Boolean)
      .map(foldForSearch),
  );
  return common;
}

/** True for one of the ~10,000 most common passwords or a common Turkish one, ignoring case and Turkish letters (Şifre123 = sifre123). */
export function isCommonPassword(password: string): boolean {
  return commonSet().has(foldForSearch(password));
}
