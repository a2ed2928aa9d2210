import { defineConfig } from 'vitest/config';

/**
 * `npm run test:scale`: the multi-process deployment (docs/deploy.md) started for real — nginx,
 * two built api processes, PostgreSQL and Redis of DATABASE_URL / REDIS_URL — under faults.
 * One file at a time: each starts a cluster of its own.
 */
export default defineConfig({
  test: {
    name: 'scale',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
