import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  test: { name: 'tools', environment: 'node', include: ['**/*.test.ts'], exclude: ['**/node_modules/**'], testTimeout: 60_000 },
});
