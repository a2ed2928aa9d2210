#!/usr/bin/env node
// npm start: build the shell and the embedded screens, then serve them with the API.
import { spawn, spawnSync } from 'node:child_process';

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

console.info('Building the shell and the embedded screens…');
run('npm', ['run', 'build', '--silent']);

const server = spawn('npx', ['--no-install', 'tsx', 'apps/api/src/server.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
