import { freePort } from './free-port';
import { importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSecrets } from '../src/plugins/secrets';
import { buildTestApp, type TestApp } from './helper';

// A real OpenID provider on loopback stands in for the external issuer: another Feedline api
// with its own keys. The api under test only knows its issuer URL and discovers the JWKS.
let issuerApp: TestApp;
let api: TestApp;
let issuer: string;

beforeAll(async () => {
  const port = await freePort();
  issuerApp = await buildTestApp(
    { PUBLIC_URL: `http://127.0.0.1:${port}` },
    { secrets: generateSecrets() },
  );
  await issuerApp.app.listen({ host: '127.0.0.1', port });
  issuer = issuerApp.config.identity.issuer;
  api = await buildTestApp({ OIDC_ISSUER: issuer, OIDC_USER_CLAIM: 'email' });
});
afterAll(async () => {
  await api?.close();
  await issuerApp?.close();
});

async function issuerToken(claims: Record<string, unknown>, secrets = issuerApp.secrets) {
  const key = secrets.jwks.keys[0]!;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject('external-subject-1')
    .setIssuer(issuer)
    .setAudience(api.config.identity.audience)
    .setExpirationTime('5m')
    .sign(await importJWK(key, 'RS256'));
}

describe('an external issuer replaces the embedded one by configuration', () => {
  it('does not mount the embedded identity server', async () => {
    expect(api.config.identity.mode).toBe('external');
    const response = await api.app.inject({ url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(404);
  });

  it("accepts the issuer's tokens, finding the user by the configured claim", async () => {
    const token = await issuerToken({ email: 'editor@acme.test' });
    const response = await api.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'editor@acme.test' });
  });

  it('rejects tokens the issuer did not sign, and identities without a Feedline user', async () => {
    const forged = await issuerToken({ email: 'editor@acme.test' }, api.secrets);
    expect(
      (await api.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
    const stranger = await issuerToken({ email: 'stranger@elsewhere.test' });
    const response = await api.app.inject({
      url: '/api/user',
      headers: { authorization: `Bearer ${stranger}` },
    });
    expect(response.json()).toMatchObject({ statusCode: 403, key: 'unauthorized-user' });
  });
});
