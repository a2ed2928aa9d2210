import { createHash, generateKeyPairSync, randomBytes, type JsonWebKey } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config';

export interface SigningJwk extends JsonWebKey {
  kid: string;
  alg: 'RS256';
  use: 'sig';
}

export interface Secrets {
  /** Keys for signed cookies of the identity server, newest first. */
  cookieKeys: string[];
  /** Private signing keys of the identity server (JWKS). */
  jwks: { keys: SigningJwk[] };
  /** HMAC secret for hashes the API hands out (secure log hash, chat identity …). */
  hashSecret: string;
}

function generateSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return { ...jwk, kid, alg: 'RS256', use: 'sig' };
}

export function generateSecrets(): Secrets {
  return {
    cookieKeys: [randomBytes(32).toString('base64url')],
    jwks: { keys: [generateSigningKey()] },
    hashSecret: randomBytes(32).toString('base64url'),
  };
}

/** The public half of the signing keys, as published at the JWKS endpoint. */
export function publicJwks(secrets: Secrets): { keys: JsonWebKey[] } {
  return {
    keys: secrets.jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}

function parseJson<T>(name: string, value: string): T {
  try {
    return JSON.parse(value) as T;
  } catch {
    throw new Error(`${name} is not valid JSON`);
  }
}

/**
 * Secrets come from the environment when given; otherwise they are generated once and kept in
 * `<DATA_DIR>/secrets.json` (never in the repository). Several api processes must share them:
 * give them by environment in that case.
 */
export function loadSecrets(config: AppConfig, options: { persist: boolean }): Secrets {
  const file = join(config.dataDir, 'secrets.json');
  const given = config.secrets;
  // All given (a deployment on PostgreSQL): nothing is generated, nothing is written to disk.
  if (given.cookieKeys && given.jwks && given.hashSecret) options = { persist: false };
  let stored: Secrets | undefined;
  if (options.persist && existsSync(file))
    stored = parseJson<Secrets>(file, readFileSync(file, 'utf8'));
  const generated = stored ?? generateSecrets();
  const secrets: Secrets = {
    cookieKeys: config.secrets.cookieKeys?.split(',').map((k) => k.trim()) ?? generated.cookieKeys,
    jwks: config.secrets.jwks
      ? parseJson<Secrets['jwks']>('OIDC_JWKS', config.secrets.jwks)
      : generated.jwks,
    hashSecret: config.secrets.hashSecret ?? generated.hashSecret,
  };
  if (options.persist && !stored) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}
