import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { generateSecrets, loadSecrets } from './secrets';

describe('loadSecrets', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'feedline-secrets-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates the secrets once into the data folder and reads them back on the next start', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const first = loadSecrets(config, { persist: true });
    expect(existsSync(join(config.dataDir, 'secrets.json'))).toBe(true);
    expect(loadSecrets(config, { persist: true })).toEqual(first);
  });

  it('writes nothing when every secret is given (processes sharing a database)', () => {
    const given = generateSecrets();
    const config = loadConfig({
      DATA_DIR: dataDir(),
      COOKIE_KEYS: given.cookieKeys.join(','),
      HASH_SECRET: given.hashSecret,
      OIDC_JWKS: JSON.stringify(given.jwks),
    });
    expect(loadSecrets(config, { persist: true })).toEqual(given);
    expect(existsSync(join(config.dataDir, 'secrets.json'))).toBe(false);
  });
});
