// Password hashing and the common-password check (DESIGN.md §4: argon2id with at least
// m=19 MiB, t=2, p=1; the most common passwords refused).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { foldForSearch } from '@portal/shared/util';
import argon2 from 'argon2';

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

/**
 * `data/common-passwords.txt` beside this file in the sources, and beside the bundled
 * main.js in dist/apps/api (the build copies `data/` there).
 */
export function commonPasswordsFile(here = path.dirname(fileURLToPath(import.meta.url))): string {
  const file = path.join(here, 'data', 'common-passwords.txt');
  if (!existsSync(file)) throw new Error(`The common-password list is missing: ${file}`);
  return file;
}

/** One password a line; blank lines and lines starting with # are skipped; folded for matching. */
export function parseCommonPasswords(text: string): Set<string> {
  const set = new Set<string>();
  for (const line of text.split('\n')) {
    const word = line.trim();
    if (word && !word.startsWith('#')) set.add(foldForSearch(word));
  }
  return set;
}

// Read once at start, so a build without the file fails at once rather than at the first sign-up.
const common = parseCommonPasswords(readFileSync(commonPasswordsFile(), 'utf8'));

/** True for one of the ~10,000 most common passwords or a common Turkish one, ignoring case and Turkish letters (Şifre123 = sifre123). */
export function isCommonPassword(password: string): boolean {
  return common.has(foldForSearch(password));
}
