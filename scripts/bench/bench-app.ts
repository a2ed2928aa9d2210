// The API on a fresh bench database with the demo data, and a signed-in owner's header: what the
// API budgets measure against.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoData, type DbHandle } from '@feedline/db';
import type { FastifyInstance } from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { findUserByEmail } from '../../apps/api/src/modules/users/users.repository';
import { generateSecrets } from '../../apps/api/src/plugins/secrets';
import { createBenchDatabase, openBenchDatabase } from './bench-database';

export interface BenchApp {
  app: FastifyInstance;
  db: DbHandle;
  /** `PGlite` or `PostgreSQL`. */
  label: string;
  /** The Authorization header of owner@acme.test. */
  auth: { authorization: string };
  close(): Promise<void>;
}

/** `seed` runs after the demo data, before the app starts (the large site …). */
export async function startBenchApp(seed?: (db: DbHandle) => Promise<void>): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: join(tmpdir(), 'none'),
  });
  const database = await createBenchDatabase();
  const db = await openBenchDatabase(database);
  await db.migrate();
  await seedDemoData(db.db);
  await seed?.(db);
  const secrets = generateSecrets();
  const app = await buildApp({ config, db, secrets });
  await app.ready();
  const user = (await findUserByEmail(db.db, 'owner@acme.test'))!;
  const key = secrets.jwks.keys[0]!;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(String(user.id))
    .setIssuer(config.identity.issuer)
    .setAudience(config.identity.audience)
    .setExpirationTime('30m')
    .sign(await importJWK(key, 'RS256'));
  return {
    app,
    db,
    label: database.label,
    auth: { authorization: `Bearer ${token}` },
    async close() {
      await app.close();
      await db.close();
      await database.drop();
    },
  };
}
