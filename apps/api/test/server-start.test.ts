import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the real server process; resolves with its output once it is up or has exited. */
function startServer(env: Record<string, string>, until: RegExp, timeoutMs = 60_000) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise<{ output: string; code: number | null; child: ChildProcess }>((resolve) => {
    const timer = setTimeout(() => resolve({ output, code: null, child }), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve({ output, code: null, child });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code, child });
    });
  });
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('server start', () => {
  it('names a bad configuration value and exits non-zero', async () => {
    const { output, code } = await startServer({ PORT: 'abc' }, /$^/);
    expect(code).toBe(1);
    expect(output).toMatch(/Invalid configuration/);
    expect(output).toMatch(/PORT: .*"abc"/);
  });

  it('refuses a second process on the same data folder and leaves the first one working', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'feedline-start-'));
    try {
      const [port, platformPort, port2, platformPort2] = await Promise.all([
        freePort(),
        freePort(),
        freePort(),
        freePort(),
      ]);
      const first = await startServer(
        { DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort) },
        /Sign in as owner@acme\.test/,
      );
      expect(first.code).toBeNull();
      expect(first.output).toContain(`feedline-demo`);

      const second = await startServer(
        { DATA_DIR: dataDir, PORT: String(port2), PLATFORM_PORT: String(platformPort2) },
        /$^/,
      );
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/in use by another Feedline process \(pid \d+\)/);

      const ready = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      first.child.kill('SIGTERM');
      await new Promise((resolve) => first.child.on('exit', resolve));

      // Restart on the same folder: the data is intact and the seed does not run twice.
      const again = await startServer(
        { DATA_DIR: dataDir, PORT: String(port), PLATFORM_PORT: String(platformPort) },
        /Sign in as owner@acme\.test/,
      );
      expect(again.code).toBeNull();
      const health = await fetch(`http://127.0.0.1:${port}/api/ready`);
      expect(health.status).toBe(200);
      again.child.kill('SIGTERM');
      await new Promise((resolve) => again.child.on('exit', resolve));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
