#!/usr/bin/env node
// npm test: everything — the build and the static checks, the end-to-end tests, unit + component +
// API tests (PGlite), and with DATABASE_URL/REDIS_URL the API tests against PostgreSQL/Redis and
// the multi-process deployment (the scale suite).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';
import { playwrightFailures, playwrightFlaky, vitestFailures } from './test-reports.mjs';

// Absolute: the scale suite's Vitest runs with its own root (scale/).
const RESULTS = resolve('.test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** The failed tests by name, printed again at the end: a log's tail must say what failed. */
const failedTests = [];
/** Browser tests that passed only on their retry: named too, so that a flaky one gets fixed. */
const flakyTests = [];

/** The process groups of the steps that run: a Ctrl-C or SIGTERM of `npm test` stops them too. */
const running = new Set();
const stopGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal);
  } catch {
    // Gone meanwhile.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const pid of running) stopGroup(pid, signal);
    process.exit(130);
  });
}

/**
 * A step still running after this long is stopped and counts as failed: a guard against a hang,
 * not a budget. The longest step takes ~5 min on a quiet machine and ~15 min on a machine three
 * times slower; CI allows 90 min for the whole run.
 */
const STEP_LIMIT_MINUTES = 35;

/**
 * Runs one step. Alone, its output streams; beside others (`buffered`), it is kept and printed
 * whole when the step ends, so that the log stays readable.
 */
function step(name, command, args, { env = {}, buffered = false } = {}) {
  const t0 = Date.now();
  if (!buffered) console.info(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
      // Its own process group: a step that hangs is stopped whole, with everything it started.
      detached: true,
    });
    running.add(child.pid);
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      stopGroup(child.pid, 'SIGKILL');
    }, STEP_LIMIT_MINUTES * 60_000);
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      clearTimeout(deadline);
      running.delete(child.pid);
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (timedOut) {
        const line = `\nStopped: ${name} still ran after ${STEP_LIMIT_MINUTES} min.\n`;
        if (buffered) output.push(Buffer.from(line));
        else console.error(line);
      }
      if (buffered) {
        console.info(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) {
        console.error(`✗ ${name} failed (${seconds}s)`);
        failedSteps.push(name);
        resolve(false);
      } else {
        console.info(`✓ ${name} (${seconds}s)`);
        resolve(true);
      }
    });
  });
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  failedTests.push(...vitestFailures(report));
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
  failedTests.push(...playwrightFailures(report));
  flakyTests.push(...playwrightFlaky(report));
}

/** A Vitest run as a step; its JSON report (`file` in .test-results) adds to the counts. */
const vitest = async (name, file, extraArgs, options) => {
  const outputFile = join(RESULTS, file);
  await step(
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
    options,
  );
  addVitest(outputFile);
};
const scaleProject = (project, file, title) =>
  vitest(title, file, ['--config', 'scale/vitest.config.ts', '--project', project], {
    buffered: true,
  });

ensureBrowser();
const services = [
  process.env.DATABASE_URL && 'PostgreSQL',
  process.env.REDIS_URL && 'Redis',
].filter(Boolean);

// In phases, each one using both cores: suites run side by side slowed each other down more than
// they gained (measured on two cores: the browser tests 456 s alone with one worker, 318 s with
// two, 1 297 s beside the Vitest suites; those 375 s alone, about 1 270 s beside them). What mostly
// waits (the scale suite's faults: outages of 30 s, restarts) goes beside what computes.

// 1. The build, and the quick checks beside it.
const [built] = await Promise.all([
  step('build', 'npm', ['run', 'build', '--silent'], { buffered: true }),
  step('locales (en, de, fr have the same keys)', 'node', ['scripts/check-locales.mjs'], {
    buffered: true,
  }),
  step('format (Prettier)', 'npx', ['--no-install', 'prettier', '--check', '.'], {
    buffered: true,
  }),
]);
// The scale suite needs both services and the built api.
const scale = built && services.length === 2;

// 2. The browser tests on the built product, alone.
if (built) {
  // A failed test is tried once more, as on CI (playwright.config.ts); one that then passes is
  // named at the end as flaky.
  await step('end-to-end tests (Chromium)', 'npx', [
    '--no-install',
    'playwright',
    'test',
    '--retries=1',
  ]);
  addPlaywright(join(RESULTS, 'playwright.json'));
} else {
  failedSteps.push('end-to-end tests (not run: the build failed)');
}

// 3. Everything on the embedded database, whatever the environment says; beside it the scale
// suite's fault files, on the built api.
await Promise.all([
  vitest('unit, component and API tests (PGlite)', 'vitest.json', [], {
    env: { DATABASE_URL: '', REDIS_URL: '' },
    buffered: scale,
  }),
  scale &&
    scaleProject(
      'scale',
      'vitest-scale.json',
      'scale tests: faults (nginx, two api processes, PostgreSQL + Redis)',
    ),
]);

// 4. The API tests on the services, lint and the type checks.
await Promise.all([
  step('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0'], { buffered: true }),
  step('type checks', 'npm', ['run', 'typecheck', '--silent'], { buffered: true }),
  services.length > 0 &&
    vitest(`API tests (${services.join(' + ')})`, 'vitest-services.json', ['--project', 'api'], {
      buffered: true,
    }),
]);

// 5. The scale suite's load test, which measures throughput: alone.
if (scale) {
  await scaleProject(
    'scale (load)',
    'vitest-scale-load.json',
    'scale tests: load (nginx, two api processes)',
  );
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`\nnpm test finished in ${minutes} min.`);
if (failedSteps.length) console.error(`Failed steps: ${failedSteps.join(', ')}`);
for (const name of failedTests) console.error(`  failed: ${name}`);
for (const name of flakyTests) console.warn(`  passed only on its retry: ${name}`);
console.info(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
