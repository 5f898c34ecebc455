import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { commonPasswordsFile, hashPassword, isCommonPassword, parseCommonPasswords, verifyAgainstDummy, verifyPassword } from './passwords';

describe('passwords (DESIGN §4: argon2id m≥19 MiB t≥2 p=1; common passwords refused)', () => {
  it('hashes with argon2id and at least the OWASP parameters, salted', async () => {
    const hash = await hashPassword('Çiftçi-parolası 2026');
    // PHC string: $argon2id$v=19$m=…,t=…,p=…$salt$hash (parameter order varies by version).
    const [, type, , params] = hash.split('$');
    expect(type).toBe('argon2id');
    const p = Object.fromEntries((params ?? '').split(',').map((kv) => kv.split('=')));
    expect(Number(p['m'])).toBeGreaterThanOrEqual(19_456);
    expect(Number(p['t'])).toBeGreaterThanOrEqual(2);
    expect(Number(p['p'])).toBe(1);
    expect(await hashPassword('Çiftçi-parolası 2026')).not.toBe(hash);
    expect(argon2.needsRehash(hash, { memoryCost: 19_456, timeCost: 2, parallelism: 1 })).toBe(false);
  });

  it('verifies the right password only, and answers false for a malformed hash', async () => {
    const hash = await hashPassword('Çiftçi-parolası 2026');
    await expect(verifyPassword(hash, 'Çiftçi-parolası 2026')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'çiftçi-parolası 2026')).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', 'x')).resolves.toBe(false);
  });

  it('spends a verification on unknown accounts and answers false', async () => {
    await expect(verifyAgainstDummy('anything')).resolves.toBe(false);
    await expect(verifyAgainstDummy('dummy-password-for-unknown-accounts')).resolves.toBe(false);
  });

  it.each(['password', '12345678', 'qwerty123', 'iloveyou', 'sifre123', 'Şifre123', 'GALATASARAY', 'fenerbahce', 'Fenerbahçe', 'besiktas1903', 'Türkiye1923', 'trustno1'])(
    'refuses the common password %s, ignoring case and Turkish letters',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Güneşli bir sabah 7', 'kayısı-bahçesi-malatya', 'ZeytinDalı!2026'])('accepts the uncommon password %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});

describe('the common-password list is data (a text file read once at start, not TypeScript)', () => {
  it('reads data/common-passwords.txt beside the module: the Turkish list and the 10,000 of SecLists', () => {
    const file = commonPasswordsFile();
    expect(path.relative(path.dirname(fileURLToPath(import.meta.url)), file)).toBe(path.join('data', 'common-passwords.txt'));
    const set = parseCommonPasswords(readFileSync(file, 'utf8'));
    expect(set.size).toBeGreaterThan(10_000);
    expect(set.has('sifre123')).toBe(true);
    expect(set.has('zzzzzzzz')).toBe(true);
  });

  it('skips blank lines and # comments, trims, and folds case and Turkish letters', () => {
    expect([...parseCommonPasswords('# yorum\n\n  Şifre123 \r\nGALATASARAY\n')]).toEqual(['sifre123', 'galatasaray']);
  });

  it('says which file is missing instead of starting without the check', () => {
    expect(() => commonPasswordsFile('/nowhere')).toThrow('/nowhere/data/common-passwords.txt');
  });
});
