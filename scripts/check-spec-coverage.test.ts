// docs/spec-coverage.md names only paths that exist and tests that are tests; the checker fails,
// naming the row and the path, on a table that does not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSpecCoverage, DOC, ROOT } from './check-spec-coverage.mjs';

const HEADER = ['| spec | rule | code | test |', '| --- | --- | --- | --- |'];
const table = (...rows: string[]) => [...HEADER, ...rows].join('\n');

// A small repository of its own, so that each case is about one rule.
const files = [
  'apps/web/src/lib/level.ts',
  'apps/web/src/lib/level.test.ts',
  'apps/web/src/lib/errors.ts',
  'apps/web/src/features/shell/model/menu-items.ts',
  'apps/web/src/features/shell/model/menu-items.test.ts',
  'apps/web/src/features/shell/components/nav-menu.tsx',
  'apps/web/src/features/shell/components/nav-menu.test.tsx',
  'apps/api/src/modules/accounts/accounts.routes.ts',
  'apps/api/src/plugins/errors.ts',
  'apps/api/test/shell-api.test.ts',
  'e2e/navigation.spec.ts',
  'scripts/bench/bench.ts',
  'scripts/bench/drawer-bench.ts',
  'scripts/bench/bench-database.ts',
];
const scripts = { test: 'node scripts/test.mjs', bench: 'tsx scripts/bench/bench.ts' };
const check = (markdown: string) =>
  checkSpecCoverage(markdown, { files, scripts, source: 'doc.md' });

describe('check-spec-coverage', () => {
  it('passes the real docs/spec-coverage.md', () => {
    const result = checkSpecCoverage(readFileSync(join(ROOT, DOC), 'utf8'));
    expect(result.problems).toEqual([]);
    expect(result.rows).toBeGreaterThan(40);
  });

  it('accepts full, short, braced, globbed and described paths, and the named checks', () => {
    const result = check(
      table(
        '| §2.1 | level | `apps/web/src/lib/level.ts` | `apps/web/src/lib/level.test.ts` (every level) |',
        '| §2.4 | menu | `features/shell/model/menu-items.ts`, `components/nav-menu.tsx` (`NavMenu`) | `menu-items.test.ts`, `nav-menu.test.tsx`, `e2e/*.spec.ts` |',
        '| §7 | api | `apps/api/src/modules/*`, `apps/api/src/{plugins/errors,modules/accounts/accounts.routes}.ts`, `modules/accounts/` | `apps/api/test/shell-api.test.ts` |',
        '| §9 | budgets | `scripts/bench/bench.ts` | `npm run bench`, `npm test` locale step, `scripts/bench/drawer-bench.ts` |',
        '| §2.2 | title | `apps/web/src/lib/level.ts` | not covered yet |',
      ),
    );
    expect(result.problems).toEqual([]);
    expect(result.rows).toBe(5);
  });

  it('resolves a short name inside the folders the row names before the whole repository', () => {
    expect(
      check(table('| §8 | errors | `apps/web/src/lib/level.ts`, `errors.ts` | `level.test.ts` |'))
        .problems,
    ).toEqual([]);
    expect(check(table('| §8 | errors | `errors.ts` | `level.test.ts` |')).problems).toEqual([
      expect.stringMatching(/^doc\.md:3 \(§8 errors\): code `errors\.ts`: ambiguous, 2 matches/),
    ]);
  });

  it('fails on each bad path, naming the row and the path', () => {
    const result = check(
      table(
        '| §2.1 | level | `apps/web/src/features/shell/model/level.ts` | `level.test.ts` |',
        '| §2.4 | menu | `components/nav-menu-link.tsx` | `nav-menu.test.tsx` |',
        '| §7 | api | `apps/api/src/routes/*` | `shell-api.test.ts` |',
        '| §7 | api | `apps/api/src/modules/` | `apps/api/src/modules/accounts/accounts.routes.ts` |',
        '| §9 | budgets | `scripts/bench/bench.ts` | `scripts/bench/bench-database.ts`, `npm run nope` |',
        '| §2.2 | title | `apps/web/src/lib/level.ts` | (to do) |',
        '| §2.3 | root | `apps/web/src/lib/level.ts/` | `e2e/navigation.spec.ts` |',
      ),
    );
    expect(result.problems).toEqual([
      'doc.md:3 (§2.1 level): code `apps/web/src/features/shell/model/level.ts`: no file or folder at this path',
      'doc.md:4 (§2.4 menu): code `components/nav-menu-link.tsx`: no file or folder ends with this path',
      'doc.md:5 (§7 api): code `apps/api/src/routes/*`: the glob matches nothing',
      'doc.md:6 (§7 api): test `apps/api/src/modules/accounts/accounts.routes.ts`: not a test file (apps/api/src/modules/accounts/accounts.routes.ts)',
      'doc.md:7 (§9 budgets): test `scripts/bench/bench-database.ts`: not a test file (scripts/bench/bench-database.ts)',
      'doc.md:7 (§9 budgets): test `npm run nope`: not one of the accepted check commands',
      'doc.md:8 (§2.2 title): the test column names no test and does not say "not covered yet"',
      'doc.md:9 (§2.3 root): code `apps/web/src/lib/level.ts/`: no folder at this path',
    ]);
  });

  it('fails on a path of the real repository that has moved', () => {
    const { problems } = checkSpecCoverage(
      table(
        '| §2.2 | page title per level | `apps/web/src/lib/level.ts`, `apps/web/src/features/shell/model/no-such-module.ts` | `apps/web/src/lib/level.test.ts` |',
      ),
      { source: DOC },
    );
    expect(problems).toEqual([
      `${DOC}:3 (§2.2 page title per level): code \`apps/web/src/features/shell/model/no-such-module.ts\`: no file or folder at this path`,
    ]);
  });

  it('fails on a table without the expected columns', () => {
    expect(check('| spec | rule | code |\n| --- | --- | --- |\n').problems).toEqual([
      'doc.md:1: the table has no column test',
    ]);
  });
});
