// Flat config. Module boundaries follow DESIGN.md §6: every project carries a
// type:, scope: and platform: tag and these constraints are enforced here.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const serverOnly = ['fastify', '@fastify/*', 'fastify-*', 'pg', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'drizzle-kit', 'nodemailer', 'smtp-server', 'argon2'];
// A project is reached only through its public index.ts.
const projectInternals = {
  group: ['@portal/*/src', '@portal/*/src/**', '@portal/*/*/src', '@portal/*/*/src/**'],
  message: 'Bir projeye yalnızca public index.ts üzerinden erişilir (DESIGN.md §6).',
};
// API module zones: a module under apps/api/src/modules reaches another module
// only through its index.ts, and platform/ knows no module. The pattern depends on how deep
// the importing file sits, so there is one per depth. Test support may share test kits.
const moduleInternals = (depth) => ({
  regex: `^(\\.\\./){${depth}}(?!\\.)[^/]+/(?!index$).+`,
  message: 'Bir API modülü başka bir modülün iç dosyalarına erişemez: ortak olanı apps/api/src/platform altına taşıyın ya da modülün index.ts dosyasından alın.',
});
const apiTestSupport = ['**/*.test.ts', '**/test-kit.ts', '**/*-test-kit.ts', '**/*fixtures.ts', '**/section-suite.ts'];
const memberFilterRule = {
  selector: "CallExpression[callee.name='eq'][arguments.0.type='MemberExpression'][arguments.0.property.name='memberId']",
  message: 'Üye kapsamı yalnızca apps/api/src/platform/tenancy üzerinden yazılır: ofMember, ownedOr404, ownedRows ya da memberScope kullanın.',
};
const ormCastRule = {
  selector: "TSAsExpression[typeAnnotation.typeName.name='Orm'][expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
  message: "Bir işlem (transaction) zaten Orm'dur: 'as unknown as Orm' yerine platform/tenancy'nin inTransaction'ını kullanın.",
};
const browserOnly = ['react', 'react-dom', 'react-dom/*', 'react-router', '@mantine/*', '@tabler/*', 'jotai', 'jotai/*', 'jotai-*', 'ky', 'qrcode.react', '@testing-library/*'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { patterns: [projectInternals] }],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // type
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:domain', 'type:contract'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util', 'type:domain', 'type:contract'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:domain', 'type:contract'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:domain', 'type:contract'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'type:ui', 'type:contract'] },
            // domain rules run on both sides: other rules, contracts, zod and turf's pure geometry only (no react, no fastify)
            { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:contract'], allowedExternalImports: ['zod', 'zod/*', 'vitest', 'vitest/*', '@turf/*'] },
            // contracts import nothing but zod (vitest only in its tests and config)
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: ['type:contract'], allowedExternalImports: ['zod', 'zod/*', 'vitest', 'vitest/*'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
            // platform
            { sourceTag: 'platform:web', onlyDependOnLibsWithTags: ['platform:web', 'platform:neutral'], bannedExternalImports: serverOnly },
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:node', 'platform:neutral'], bannedExternalImports: browserOnly },
            { sourceTag: 'platform:neutral', onlyDependOnLibsWithTags: ['platform:neutral'], bannedExternalImports: [...serverOnly, ...browserOnly] },
            // scope: shared code knows no domain; a domain reaches another only along this list
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:api'] },
            { sourceTag: 'scope:auth', onlyDependOnLibsWithTags: ['scope:shared', 'scope:auth'] },
            // Features read the session and the saved slices from @portal/shared/api-client, never
            // from auth. The shell alone composes auth's pages and session actions with the layout's
            // frame, and only the apps (scope:rct/src/trc) depend on the shell.
            { sourceTag: 'scope:layout', onlyDependOnLibsWithTags: ['scope:shared', 'scope:layout'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:auth', 'scope:layout', 'scope:shell'] },
            { sourceTag: 'scope:definitions', onlyDependOnLibsWithTags: ['scope:shared', 'scope:definitions'] },
            { sourceTag: 'scope:mrl', onlyDependOnLibsWithTags: ['scope:shared', 'scope:mrl', 'scope:definitions'] },
            { sourceTag: 'scope:members', onlyDependOnLibsWithTags: ['scope:shared', 'scope:members'] },
            { sourceTag: 'scope:producers', onlyDependOnLibsWithTags: ['scope:shared', 'scope:producers', 'scope:definitions'] },
            { sourceTag: 'scope:prescriptions', onlyDependOnLibsWithTags: ['scope:shared', 'scope:prescriptions', 'scope:producers', 'scope:definitions'] },
            { sourceTag: 'scope:public-prescription', onlyDependOnLibsWithTags: ['scope:shared', 'scope:public-prescription'] },
            { sourceTag: 'scope:dashboard', onlyDependOnLibsWithTags: ['scope:shared', 'scope:dashboard'] },
            { sourceTag: 'scope:home', onlyDependOnLibsWithTags: ['scope:shared', 'scope:home'] },
            { sourceTag: 'scope:search', onlyDependOnLibsWithTags: ['scope:shared', 'scope:search', 'scope:definitions', 'scope:mrl'] },
            { sourceTag: 'scope:traceability', onlyDependOnLibsWithTags: ['scope:shared', 'scope:traceability', 'scope:prescriptions'] },
            { sourceTag: 'scope:register', onlyDependOnLibsWithTags: ['scope:shared', 'scope:register'] },
            { sourceTag: 'scope:landing', onlyDependOnLibsWithTags: ['scope:shared', 'scope:landing'] },
            { sourceTag: 'scope:rct', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:src', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:trc', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
    },
  },
  ...[1, 2, 3].map((depth) => ({
    files: [`apps/api/src/modules/*/${'*/'.repeat(depth - 1)}*.ts`],
    ignores: apiTestSupport,
    rules: { 'no-restricted-imports': ['error', { patterns: [projectInternals, moduleInternals(depth)] }] },
  })),
  {
    // The seed writes through the modules' own rules, so it reaches a module only through its index.ts.
    files: ['apps/api/src/seed/**/*.ts'],
    ignores: apiTestSupport,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [projectInternals, { regex: '(^|/)modules/[^/]+/(?!index$).+', message: 'Seed bir API modülüne yalnızca modülün index.ts dosyasından erişir.' }] },
      ],
    },
  },
  {
    // One way for API tests to get a caller and shared fixtures (apps/api/src/test-support): a
    // module's test kit and fixtures use test-support, never another module's kit, and
    // test-support uses no module's kit.
    files: ['apps/api/src/modules/**/*test-kit.ts', 'apps/api/src/modules/**/*fixtures.ts', 'apps/api/src/test-support/**/*.ts', 'apps/api/src/platform/crud/section-suite.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [projectInternals, { regex: '^\\.\\./.*test-kit$', message: 'Bir test kiti başka bir modülün test kitini kullanmaz: ortak olanı apps/api/src/test-support altına taşıyın.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    ignores: apiTestSupport,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [projectInternals, { regex: '(^|/)modules(/|$)', message: 'platform/ hiçbir API modülüne bağlı olamaz; modüller platform/u kullanır.' }] },
      ],
    },
  },
  {
    // Uploaded files only through platform/storage (its FileStore and reencodeImage): a module
    // that wrote to disk or a bucket itself would miss the other driver and the re-encoding.
    files: ['apps/api/src/modules/**/*.ts', 'apps/api/src/seed/**/*.ts'],
    ignores: apiTestSupport,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        ...['fs', 'fs/promises', 'node:fs', 'node:fs/promises', 'sharp', '@aws-sdk/client-s3'].map((name) => ({
          name,
          message: 'Yüklenen dosyalara yalnızca apps/api/src/platform/storage üzerinden erişilir (fileStoreFor, reencodeImage).',
        })),
      ],
    },
  },
  {
    // One member scope (platform/tenancy): another member's record answers 404 the same way
    // everywhere. Tests and the seed set up data across members, so they may filter by hand.
    files: ['apps/api/src/**/*.ts'],
    ignores: [...apiTestSupport, 'apps/api/src/test-support/**', 'apps/api/src/seed/**', 'apps/api/src/platform/tenancy/**'],
    rules: { 'no-restricted-syntax': ['error', memberFilterRule, ormCastRule] },
  },
  {
    // A transaction is an Orm (platform/tenancy inTransaction): no cast anywhere, tests and seed included.
    files: ['apps/api/src/test-support/**/*.ts', 'apps/api/src/seed/**/*.ts', 'apps/api/src/platform/tenancy/**/*.ts', ...apiTestSupport.map((p) => `apps/api/src/${p}`)],
    rules: { 'no-restricted-syntax': ['error', ormCastRule] },
  },
  {
    // Build configuration, not app code: the portals share one Vite config at the root.
    files: ['apps/*/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Plain Node scripts (the two commands and their helpers).
    files: ['**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
