import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@content/': fileURLToPath(new URL('./content/', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Tests that read installed packages (the first import of a library, a scan of node_modules) take
    // under a second here but several on a cold CI disk; 5 s failed there once. A hung test still fails.
    testTimeout: 30_000,
    // Vitest runs (cores - 1) workers by default: one on a 2-core machine. One per core takes the suite
    // from 128 s to 70 s here.
    maxWorkers: availableParallelism(),
  },
});
