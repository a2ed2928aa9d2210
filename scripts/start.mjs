#!/usr/bin/env node
// npm start: check that nothing else serves this data folder or these ports, build the shell and
// the embedded screens, then serve them with the API. Any signal to this process or its group
// (Ctrl-C, systemd, docker stop) drains the server, closes the database and releases its data
// folder within STOP_DEADLINE_MS, and leaves no process behind.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const STOP_DEADLINE_MS = 10_000;
const env = process.env;
const host = env.HOST || 'localhost';
const ports = [
  [Number(env.PORT || 3000), 'shell and API'],
  [Number(env.PLATFORM_PORT || 3001), 'embedded screens'],
];

function fail(message) {
  console.error(`\nFeedline could not start.\n${message}\n`);
  process.exit(1);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The process holding the embedded database's lock (packages/db/src/data-dir-lock.ts), if alive. */
function lockHolder() {
  const lock = join(resolve(env.DATA_DIR || '.data'), 'pglite', 'feedline.lock');
  if (!existsSync(lock)) return undefined;
  const pid = Number.parseInt(readFileSync(lock, 'utf8'), 10);
  return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

function isPortFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

// Before anything is built: a running instance's files are never touched.
if (!env.DATABASE_URL) {
  const holder = lockHolder();
  if (holder) {
    fail(
      `The data folder ${resolve(env.DATA_DIR || '.data')} is in use by another Feedline process ` +
        `(pid ${holder}). Stop it first, or set DATA_DIR to another folder.`,
    );
  }
}
for (const [port, what] of ports) {
  if (Number.isInteger(port) && !(await isPortFree(port))) {
    fail(`Port ${port} (${what}) is already in use. Stop the other program or set another port.`);
  }
}

let child;
let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (!child || child.exitCode !== null) process.exit(1);
  // The child gets the signal once, whether or not its group got it too.
  child.kill(signal);
  setTimeout(() => {
    console.error(`Feedline did not stop within ${STOP_DEADLINE_MS / 1000} s; killing it.`);
    child.kill('SIGKILL');
  }, STOP_DEADLINE_MS).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
// `npm start` runs this through a shell that does not pass a SIGTERM on: when npm (or whoever
// started this) goes away, stop as if signalled instead of serving on as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();

/** Runs one child; resolves with its exit code. */
function run(command, args, options) {
  child = spawn(command, args, { stdio: 'inherit', ...options });
  return new Promise((done) => child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0))));
}

if (env.SKIP_BUILD === 'true') {
  console.info('SKIP_BUILD=true: serving the existing build.');
} else {
  console.info('Building the shell, the embedded screens and the api…');
  const built = await run('npm', ['run', 'build', '--silent']);
  if (built !== 0 || stopping) process.exit(built || 1);
}

// Node itself runs the built server (plain JavaScript), so the signal reaches it unchanged.
const code = await run(process.execPath, ['apps/api/dist/server.js'], {
  env: { NODE_ENV: 'production', ...env },
});
process.exit(code);
