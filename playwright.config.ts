import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// The external content portal and retail area of the retail journeys; the e2e server inherits them.
process.env.CONTENT_PORTAL_URL ??= 'https://portal.example.test';
process.env.WORKSPACES_URL ??= 'https://retail.example.test/workspaces';

// Separate result folders let several runs (other ports, other builds) go side by side.
const resultsDir = process.env.E2E_RESULTS ?? '.test-results';

export default defineConfig({
  testDir: './e2e',
  // A file runs in one worker, in its order. Two workers share the one e2e server safely: no test
  // asserts on data that a test of another file changes (the re-import's log lines, the owner's
  // acknowledged announcement, acme.nl's designer template, Sam Secure's 2FA), and the signed-in
  // users' identity-server sessions are never ended by the tests that use them (e2e/signed-in.ts).
  // `npm test` runs this suite alone (scripts/test.mjs): two workers, 318 s against 456 s with one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Bounds for a hang, not waits: a passing test never waits for them. Generous, because a busy
  // machine (2 cores, load ~10 with two workers) takes three times as long as a quiet one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: `${resultsDir}/playwright.json` }]],
  outputDir: `${resultsDir}/playwright`,
  projects: [
    // Signs each demo user in once through the sign-in form (e2e/signed-in.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, fullyParallel: true },
    {
      name: 'chromium',
      testMatch: /\.spec\.ts$/,
      testIgnore: /sso\.spec\.ts$/,
      dependencies: ['setup'],
    },
    // Single sign-on enforces a domain for a while: after every other journey, alone.
    { name: 'sso', testMatch: /sso\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test doubled the suite's time (snapshots of every DOM change);
    // a failed test's retry (CI) records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Bounds for a hang too: an action or a navigation that never ends says which it was, where
    // the test's timeout would only say that the test ran out of time.
    actionTimeout: 60_000,
    navigationTimeout: 60_000,
    ...devices['Desktop Chrome'],
    launchOptions: chromiumLaunchOptions(['--disable-quic']),
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
