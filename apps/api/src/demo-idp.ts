import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  generateKeyPair,
  startDemoIdp,
  type DemoIdp,
  type DemoIdpKeyPair,
} from '@feedline/demo-idp';
import { DEMO_PASSWORD, DEMO_USERS } from '@feedline/db';
import type { AppConfig } from './config';

const KEY_FILE = 'demo-idp-key.json';

const readKeyPair = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as DemoIdpKeyPair;

/**
 * The demo IdP's key, kept in the data folder: it survives restarts, so SSO set up with its
 * metadata keeps working. Processes that start together on one data folder end up with one key:
 * each writes its own to a file of its own, and only the first link to the key file's name wins.
 */
export async function demoIdpKeyPair(dataDir: string): Promise<DemoIdpKeyPair> {
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) return readKeyPair(file);
  const keyPair = await generateKeyPair('Feedline demo identity provider');
  mkdirSync(dataDir, { recursive: true });
  const own = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(own, JSON.stringify(keyPair, null, 2), { mode: 0o600 });
  try {
    linkSync(own, file);
    return keyPair;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeyPair(file);
  } finally {
    unlinkSync(own);
  }
}

/**
 * With the demo data only (docs/adr/0018): a SAML identity provider for the demo users, on
 * loopback, so that a newcomer can set up, test and enforce SSO without an identity provider of
 * their own. It never runs without the demo data; a port in use only costs the demo its IdP.
 */
export async function startDemoIdentityProvider(
  config: AppConfig,
  log: { warn: (message: string) => void },
): Promise<DemoIdp | undefined> {
  if (config.demoIdpPort === undefined) return undefined;
  try {
    return await startDemoIdp({
      host: '127.0.0.1',
      port: config.demoIdpPort,
      users: DEMO_USERS.map(({ email, name }) => ({ email, name })),
      password: DEMO_PASSWORD,
      keyPair: await demoIdpKeyPair(config.dataDir),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    log.warn(
      `Port ${config.demoIdpPort} (demo identity provider) is in use: SSO cannot be tried with it.`,
    );
    return undefined;
  }
}
