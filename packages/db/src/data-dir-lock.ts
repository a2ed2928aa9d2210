import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another Feedline process (pid ${pid}). ` +
        'The embedded database allows one process at a time: stop the other process, ' +
        'or set DATA_DIR to another folder, or DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/** A data folder the embedded database cannot open (damaged, or not a database folder). */
export class DataDirUnreadableError extends Error {
  readonly code = 'DATA_DIR_UNREADABLE';
  constructor(
    readonly dataDir: string,
    options?: { cause?: unknown },
  ) {
    super(
      `The embedded database in ${dataDir} cannot be opened: the folder is damaged or is not a ` +
        'Feedline database. Move it away to start with fresh demo data, or set DATA_DIR to ' +
        'another folder.',
      options,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on an embedded database folder, because two PGlite instances on one
 * folder corrupt it. A lock left by a process that is gone is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = join(dataDir, 'feedline.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
