import { defineConfig } from 'vitest/config';

const shared = {
  root: import.meta.dirname,
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 300_000,
} as const;

/**
 * `npm run test:scale`: the multi-process deployment (docs/deploy.md) started for real — nginx,
 * two built api processes, PostgreSQL and Redis of DATABASE_URL / REDIS_URL — under faults.
 * Each file starts a cluster of its own (its own database, Redis key prefix and ports), so the
 * fault files run side by side: they spend their time waiting for outages and restarts. The load
 * test measures throughput and needs the machine to itself: it runs after them, alone.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'scale',
          include: ['**/*.test.ts'],
          exclude: ['load.test.ts'],
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'scale (load)',
          include: ['load.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
