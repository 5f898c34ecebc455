// Proves that lint enforces DESIGN.md §6: the tags and the public index.ts rule are
// checked by running the workspace's real ESLint config over code placed in real projects.
import { ESLint } from 'eslint';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('DESIGN §6 module boundaries are enforced by lint', () => {
  it('a web library that imports fastify is reported', async () => {
    const messages = await lint('libs/shared/util/src/fixture.ts', "import Fastify from 'fastify';\nexport const app = Fastify();\n");
    expect(messages.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('fastify'))).toBe(true);
  });

  it('node code that imports react is reported', async () => {
    const messages = await lint('tools/lint/fixture.ts', "import { useState } from 'react';\nexport const hook = useState;\n");
    expect(messages.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('react'))).toBe(true);
  });

  it('contracts may import zod and nothing else', async () => {
    const ok = await lint('libs/contracts/src/fixture.ts', "import { z } from 'zod';\nexport const s = z.string();\n");
    expect(ok).toEqual([]);
    const bad = await lint('libs/contracts/src/fixture.ts', "import ky from 'ky';\nexport const k = ky;\n");
    expect(bad.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('ky'))).toBe(true);
  });

  it('reaching into another project’s internals through its alias is reported', async () => {
    const messages = await lint('tools/lint/fixture.ts', "import { foldForSearch } from '@portal/shared/util/src/turkish-text';\nexport const f = foldForSearch;\n");
    expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('reaching into another project by a relative path is reported', async () => {
    const messages = await lint('libs/contracts/src/fixture.ts', "import { foldForSearch } from '../../shared/util/src/turkish-text';\nexport const f = foldForSearch;\n");
    expect(messages.some((m) => m.startsWith('@nx/enforce-module-boundaries'))).toBe(true);
  });

  it('a shared library may not depend on a domain, and contracts on a util library', async () => {
    const messages = await lint('libs/contracts/src/fixture.ts', "import { foldForSearch } from '@portal/shared/util';\nexport const f = foldForSearch;\n");
    expect(messages.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('type:contract'))).toBe(true);
  });

  it('importing through the public index.ts along the allowed tags is clean', async () => {
    const messages = await lint('tools/lint/fixture.ts', "import { foldForSearch } from '@portal/shared/util';\nexport const f = foldForSearch;\n");
    expect(messages).toEqual([]);
  });
});
