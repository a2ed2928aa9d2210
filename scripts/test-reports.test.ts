import { describe, expect, it } from 'vitest';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './test-reports.mjs';

describe('the failed tests of a run', () => {
  it('names each failed Vitest test by file and full name, and a file that failed whole', () => {
    const report = {
      testResults: [
        {
          name: '/repo/apps/api/test/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a passes' },
            { status: 'failed', fullName: 'a › fails' },
          ],
        },
        {
          name: '/repo/apps/api/test/b.test.ts',
          status: 'failed',
          message: 'Cannot find module x\n  at y',
          assertionResults: [],
        },
        { name: '/repo/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      '/repo/apps/api/test/a.test.ts › a › fails',
      '/repo/apps/api/test/b.test.ts (Cannot find module x)',
    ]);
  });

  it('names each Playwright test that failed all its tries, not one that passed on a retry', () => {
    const report = {
      suites: [
        {
          title: 'feeds.spec.ts',
          file: 'feeds.spec.ts',
          specs: [
            {
              title: 'imports a file',
              file: 'feeds.spec.ts',
              line: 12,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: '\u001b[31mTimeout\u001b[39m 20000ms exceeded\nmore' } },
                  ],
                },
              ],
            },
            {
              title: 'retried',
              file: 'feeds.spec.ts',
              line: 30,
              tests: [
                {
                  status: 'flaky',
                  results: [{ error: { message: 'expect(locator).toBeVisible() failed' } }, {}],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'an outbound feed',
              file: 'feeds.spec.ts',
              specs: [
                {
                  title: 'serves it',
                  file: 'feeds.spec.ts',
                  line: 40,
                  tests: [{ status: 'unexpected', results: [{}] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'feeds.spec.ts:12 › imports a file (Timeout 20000ms exceeded)',
      'feeds.spec.ts:40 › an outbound feed › serves it',
    ]);
    expect(playwrightFlaky(report)).toEqual([
      'feeds.spec.ts:30 › retried (expect(locator).toBeVisible() failed)',
    ]);
  });

  it('finds nothing in reports without failures', () => {
    expect(vitestFailures({})).toEqual([]);
    expect(playwrightFailures({})).toEqual([]);
    expect(playwrightFlaky({})).toEqual([]);
  });
});
