import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'feedline-lock-'));

describe('acquireDataDirLock', () => {
  it('writes the pid and removes the lock on release', () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'feedline.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'feedline.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process, naming it', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)'], {
      stdio: 'ignore',
    });
    try {
      writeFileSync(join(dir, 'feedline.lock'), String(holder.pid));
      let error: unknown;
      try {
        acquireDataDirLock(dir);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(`pid ${holder.pid}`);
      expect((error as Error).message).toContain(dir);
      // The holder's lock is untouched.
      expect(readFileSync(join(dir, 'feedline.lock'), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = freshDir();
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.on('exit', resolve));
    writeFileSync(join(dir, 'feedline.lock'), String(gone.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'feedline.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
