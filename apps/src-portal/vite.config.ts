import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  // The brand's favicon (and any other static file) is served from the shared UI library.
  publicDir: '../../libs/shared/ui/public/src',
  server: { port: 4202, proxy: { '/api': 'http://127.0.0.1:8080' } },
  preview: { port: 4302 },
  build: {
    outDir: '../../dist/apps/src-portal',
    emptyOutDir: true,
    assetsDir: 'assets',
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'src-portal',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../libs/shared/testing/src/setup.ts'],
  },
});
