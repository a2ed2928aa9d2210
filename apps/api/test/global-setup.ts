import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, seedDemoData } from '@feedline/db';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { generateSecrets, type Secrets } from '../src/plugins/secrets';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Signing keys and cookie secrets every test file shares (generating RSA keys is slow). */
    testSecrets: Secrets;
    /** A migrated and seeded PGlite database, as a tarball file every test file starts from. */
    pgliteSnapshot: string;
    /** A migrated and seeded database on the DATABASE_URL server, to copy per test file. */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds one database for the whole API suite; each test file then starts from a copy
 * (a PGlite tarball, or a PostgreSQL template database) instead of migrating and hashing the demo
 * passwords again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('testSecrets', generateSecrets());
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const folder = mkdtempSync(join(tmpdir(), 'feedline-api-tests-'));
    const handle = await createDb({ kind: 'pglite' });
    await handle.migrate();
    await seedDemoData(handle.db);
    const file = join(folder, 'seeded.tar');
    writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    await handle.close();
    project.provide('pgliteSnapshot', file);
    project.provide('postgresTemplate', '');
    return async () => rmSync(folder, { recursive: true, force: true });
  }

  const name = `feedline_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
  project.provide('pgliteSnapshot', '');
  project.provide('postgresTemplate', name);
  return async () => admin(`drop database if exists ${name} with (force)`);
}
