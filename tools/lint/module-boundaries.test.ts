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

  it('the API and a web app may import the domain rules library', async () => {
    const code = "import { isValidVkn } from '@portal/domain/rules';\nexport const check = isValidVkn;\n";
    expect(await lint('apps/api/src/fixture.ts', code)).toEqual([]);
    expect(await lint('apps/rct-portal/src/fixture.ts', code)).toEqual([]);
    expect(await lint('libs/definitions/src/fixture.ts', code)).toEqual([]);
  });

  it('the domain rules may import contracts and zod, but not react, fastify or a feature', async () => {
    expect(await lint('libs/domain/rules/src/fixture.ts', "import { z } from 'zod';\nimport { Role } from '@portal/contracts';\nexport const s = [z.string(), Role];\n")).toEqual([]);
    const react = await lint('libs/domain/rules/src/fixture.ts', "import { useState } from 'react';\nexport const hook = useState;\n");
    expect(react.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('react'))).toBe(true);
    const fastify = await lint('libs/domain/rules/src/fixture.ts', "import Fastify from 'fastify';\nexport const app = Fastify;\n");
    expect(fastify.some((m) => m.startsWith('@nx/enforce-module-boundaries') && m.includes('fastify'))).toBe(true);
    const feature = await lint('libs/domain/rules/src/fixture.ts', "import * as definitions from '@portal/definitions';\nexport const d = definitions;\n");
    expect(feature.some((m) => m.startsWith('@nx/enforce-module-boundaries'))).toBe(true);
  });

  it('an API module may not import another module’s internals, only platform/ (and test kits in tests)', async () => {
    const inside = await lint('apps/api/src/modules/users/fixture.ts', "import { maskPhone } from '../auth/login-flow';\nexport const m = maskPhone;\n");
    expect(inside.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    const nested = await lint('apps/api/src/modules/definitions/sections/fixture.ts', "import { mrlSections } from '../../mrl/plant';\nexport const m = mrlSections;\n");
    expect(nested.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    expect(await lint('apps/api/src/modules/users/fixture.ts', "import { maskPhone } from '../../platform/account/masks';\nexport const m = maskPhone;\n")).toEqual([]);
    expect(await lint('apps/api/src/modules/users/fixture.test.ts', "import { createUser } from '../auth/test-kit';\nexport const c = createUser;\n")).toEqual([]);
  });

  it('platform/ may not import an API module', async () => {
    const messages = await lint('apps/api/src/platform/fixture.ts', "import { authModule } from '../modules/auth';\nexport const a = authModule;\n");
    expect(messages.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('the seed reaches an API module only through its index.ts', async () => {
    const inside = await lint('apps/api/src/seed/fixture.ts', "import { createLot } from '../modules/traceability/lot-write';\nexport const c = createLot;\n");
    expect(inside.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    const nested = await lint('apps/api/src/seed/reference/fixture.ts', "import { prepareDraft } from '../../modules/prescriptions/draft';\nexport const p = prepareDraft;\n");
    expect(nested.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
    expect(await lint('apps/api/src/seed/fixture.ts', "import { createLot } from '../modules/traceability';\nexport const c = createLot;\n")).toEqual([]);
  });

  it('features read the session from shared/api-client, never from auth', async () => {
    for (const lib of ['members', 'producers', 'definitions', 'mrl']) {
      const fromAuth = await lint(`libs/${lib}/src/fixture.ts`, "import { LoginPage } from '@portal/auth';\nexport const p = LoginPage;\n");
      expect(fromAuth.some((m) => m.startsWith('@nx/enforce-module-boundaries')), lib).toBe(true);
      expect(await lint(`libs/${lib}/src/fixture.ts`, "import { userAtom } from '@portal/shared/api-client';\nexport const u = userAtom;\n"), lib).toEqual([]);
    }
  });

  it('the layout does not import auth: the shell composes them, and only the apps import the shell', async () => {
    const fromAuth = await lint('libs/layout/src/fixture.ts', "import { useLogout } from '@portal/auth';\nexport const l = useLogout;\n");
    expect(fromAuth.some((m) => m.startsWith('@nx/enforce-module-boundaries'))).toBe(true);
    const shellImports = "import { LoginPage } from '@portal/auth';\nimport { AppLayout } from '@portal/layout';\nexport const parts = [LoginPage, AppLayout];\n";
    expect(await lint('libs/shell/src/fixture.tsx', shellImports)).toEqual([]);
    for (const lib of ['layout', 'auth', 'definitions']) {
      const fromShell = await lint(`libs/${lib}/src/fixture.ts`, "import { createPortalRoutes } from '@portal/shell';\nexport const r = createPortalRoutes;\n");
      expect(fromShell.some((m) => m.startsWith('@nx/enforce-module-boundaries')), lib).toBe(true);
    }
    for (const app of ['rct-portal', 'src-portal', 'trc-portal']) {
      expect(await lint(`apps/${app}/src/fixture.ts`, "import { createPortalRoutes } from '@portal/shell';\nexport const r = createPortalRoutes;\n"), app).toEqual([]);
    }
  });
});
