#!/usr/bin/env node
// npm test: everything — browser check and build, then the end-to-end tests side by side with the
// CPU-bound steps: the static checks, unit + component + API tests (PGlite), and the API tests
// against PostgreSQL/Redis when DATABASE_URL/REDIS_URL are set.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureBrowser } from './ensure-browser.mjs';

// Absolute: the scale suite's Vitest runs with its own root (scale/).
const RESULTS = resolve('.test-results');
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const started = Date.now();
const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

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
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
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
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

const vitest = (name, outputFile, extraArgs, options) =>
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
    options,
  );

ensureBrowser();
const services = [
  process.env.DATABASE_URL && 'PostgreSQL',
  process.env.REDIS_URL && 'Redis',
].filter(Boolean);

// The build first: the browser tests need it, and they start at once because they spend most of
// their time waiting on pages, not computing. The CPU-bound steps fill the cores around them.
const built = await step('build', 'npm', ['run', 'build', '--silent']);
const browserTests = built
  ? step('end-to-end tests (Chromium)', 'npx', ['--no-install', 'playwright', 'test'], {
      buffered: true,
    }).then(() => addPlaywright(join(RESULTS, 'playwright.json')))
  : failedSteps.push('end-to-end tests (not run: the build failed)');

const cpuBound = async () => {
  // Independent, mostly single-threaded checks share the cores.
  await Promise.all([
    step('locales (en, de, fr have the same keys)', 'node', ['scripts/check-locales.mjs'], {
      buffered: true,
    }),
    step('lint', 'npx', ['--no-install', 'eslint', '.', '--max-warnings=0'], { buffered: true }),
    step('format (Prettier)', 'npx', ['--no-install', 'prettier', '--check', '.'], {
      buffered: true,
    }),
    step('type checks', 'npm', ['run', 'typecheck', '--silent'], { buffered: true }),
  ]);
  // Everything on the embedded database, whatever the environment says.
  await vitest('unit, component and API tests (PGlite)', join(RESULTS, 'vitest.json'), [], {
    env: { DATABASE_URL: '', REDIS_URL: '' },
    buffered: true,
  });
  addVitest(join(RESULTS, 'vitest.json'));
  if (services.length > 0) {
    await vitest(
      `API tests (${services.join(' + ')})`,
      join(RESULTS, 'vitest-services.json'),
      ['--project', 'api'],
      { buffered: true },
    );
    addVitest(join(RESULTS, 'vitest-services.json'));
  }
};

await Promise.all([browserTests, cpuBound()]);

// The multi-process deployment (nginx, two built api processes) needs both services, and the
// machine to itself: it runs last.
if (built && process.env.DATABASE_URL && process.env.REDIS_URL) {
  await vitest(
    'scale tests (nginx, two api processes, PostgreSQL + Redis)',
    join(RESULTS, 'vitest-scale.json'),
    ['--config', 'scale/vitest.config.ts'],
    { buffered: true },
  );
  addVitest(join(RESULTS, 'vitest-scale.json'));
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`\nnpm test finished in ${minutes} min.`);
if (failedSteps.length) console.error(`Failed steps: ${failedSteps.join(', ')}`);
console.info(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
