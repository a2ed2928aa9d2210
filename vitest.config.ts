import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const COMPONENT_TESTS = 'src/**/*.test.{ts,tsx}';

/** The component test files under `root` that replace a module with `vi.mock`. */
function filesMockingModules(root: string): string[] {
  return readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `src/${file.split('\\').join('/')}`)
    .filter((file) => /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8')));
}

/**
 * One app's component tests as two projects. Most files share one jsdom and one module graph per
 * worker (`isolate: false`): building a fresh jsdom and importing React, Mantine and the router
 * again for every file cost more than the tests themselves. A file that replaces a module with
 * `vi.mock` needs a module graph of its own, so those run isolated.
 */
function componentProjects(app: 'web' | 'platform'): TestProjectInlineConfiguration[] {
  const root = `./apps/${app}`;
  const mocking = filesMockingModules(root);
  const shared = {
    root,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders of the whole router are slow on a busy two-core machine; a timeout
    // here only bounds a hung test, it never makes a slow one pass faster.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  } as const;
  const projects: TestProjectInlineConfiguration[] = [
    {
      extends: `${root}/vite.config.ts`,
      test: { ...shared, name: app, include: [COMPONENT_TESTS], exclude: mocking, isolate: false },
    },
  ];
  if (mocking.length > 0) {
    projects.push({
      extends: `${root}/vite.config.ts`,
      test: { ...shared, name: `${app} (module mocks)`, include: mocking },
    });
  }
  return projects;
}

export default defineConfig({
  test: {
    // Vitest leaves one core free by default; on a two-core machine that halves the suite's speed.
    maxWorkers: availableParallelism(),
    projects: [
      ...componentProjects('web'),
      ...componentProjects('platform'),
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Nothing here replaces a module; one module graph per worker saves the imports.
          isolate: false,
          // Some of these start ESLint or a database; the bound is for a hung test, not a slow one.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['./apps/api/test/global-setup.ts'],
          environment: 'node',
          // Each file builds its own app on its own database (test/helper.ts); what files share is
          // the loaded modules, which spares every file importing Fastify, oidc-provider and PGlite.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
