#!/usr/bin/env node
// npm run dev: the API (restarting on change) with its identity server on :3000, the shell's Vite
// dev server on :5173 and the embedded screens' on :5174, both with hot reload. Ctrl-C stops all.
import { spawn } from 'node:child_process';

const SHELL = 'http://localhost:5173';
const PLATFORM = 'http://localhost:5174';
const API = 'http://localhost:3000';

const processes = [
  {
    name: 'api',
    command: [
      'npx',
      '--no-install',
      'tsx',
      'watch',
      '--clear-screen=false',
      'apps/api/src/server.ts',
    ],
    env: {
      NODE_ENV: 'development',
      PUBLIC_URL: API,
      PLATFORM_URL: PLATFORM,
      DEV_SHELL_URL: SHELL,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
  },
  {
    name: 'shell',
    command: ['npx', '--no-install', 'vite', '--config', 'apps/web/vite.config.ts', 'apps/web'],
    env: { FEEDLINE_API_ORIGIN: API },
  },
  {
    name: 'screens',
    command: [
      'npx',
      '--no-install',
      'vite',
      '--config',
      'apps/platform/vite.config.ts',
      'apps/platform',
    ],
    env: { FEEDLINE_API_ORIGIN: API, DEV_SHELL_URL: SHELL },
  },
];

let stopping = false;
const children = processes.map(({ name, command: [command, ...args], env }) => {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${name}] `;
  const relay = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) if (line) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', relay(process.stdout));
  child.stderr.on('data', relay(process.stderr));
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix}stopped (${signal ?? code}); stopping the others`);
    stop(code ?? 1);
  });
  return child;
});

function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
  Promise.all(children.map((child) => new Promise((done) => child.once('close', done)))).then(() =>
    process.exit(code),
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

console.info(
  `Feedline in development: open ${SHELL} (sign in as owner@acme.test, see README); API ${API}, embedded screens ${PLATFORM}.`,
);
