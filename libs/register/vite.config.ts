import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  // Mantine in jsdom is slow when the projects' tests run side by side on two cores.
  test: { name: 'register', environment: 'jsdom', testTimeout: 20_000, include: ['src/**/*.test.{ts,tsx}'], setupFiles: ['../shared/testing/src/setup.ts'] },
});
