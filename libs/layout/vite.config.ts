import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  test: { name: 'layout', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../shared/testing/src/setup.ts'] },
});
