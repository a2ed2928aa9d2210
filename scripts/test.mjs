#!/usr/bin/env node
// npm test: everything, in order — browser check, locales, lint, types, build, unit + API tests
// (PGlite, then PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set), end-to-end tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';

const RESULTS = '.test-results';
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function step(name, command, args, env = {}) {
  console.info(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} failed (${seconds}s)`);
    failedSteps.push(name);
    return false;
  }
  console.info(`✓ ${name} (${seconds}s)`);
  return true;
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

const vitest = (name, outputFile, extraArgs, env) =>
  step(
    name,
    'npx',
    [
      '--no-install',
      'vitest',
      'run',
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    env,
  );

ensureBrowser();
step('locales (en, de, fr have the same keys)', 'node', ['scripts/check-locales.mjs']);
step('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0']);
step('format (Prettier)', 'npx', ['--no-install', 'prettier', '--check', '.']);
step('type checks', 'npm', ['run', 'typecheck', '--silent']);
const built = step('build', 'npm', ['run', 'build', '--silent']);

// First pass: everything on the embedded database, whatever the environment says.
vitest('unit and API tests (PGlite)', join(RESULTS, 'vitest.json'), [], {
  DATABASE_URL: '',
  REDIS_URL: '',
});
addVitest(join(RESULTS, 'vitest.json'));

if (process.env.DATABASE_URL || process.env.REDIS_URL) {
  const against = [process.env.DATABASE_URL && 'PostgreSQL', process.env.REDIS_URL && 'Redis']
    .filter(Boolean)
    .join(' + ');
  vitest(`API tests (${against})`, join(RESULTS, 'vitest-services.json'), ['--project', 'api']);
  addVitest(join(RESULTS, 'vitest-services.json'));
}

if (built) {
  step('end-to-end tests (Chromium)', 'npx', ['--no-install', 'playwright', 'test']);
  addPlaywright(join(RESULTS, 'playwright.json'));
} else {
  failedSteps.push('end-to-end tests (not run: the build failed)');
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`\nnpm test finished in ${minutes} min.`);
if (failedSteps.length) console.error(`Failed steps: ${failedSteps.join(', ')}`);
console.info(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
