import { describe, expect, it } from 'vitest';
import { generateKeyPair } from './keys';
import { startDemoIdp } from './index';
import { ACS_URL, createSp, DEMO_PASSWORD, DEMO_USERS, SP_ENTITY_ID } from './test-support';

const OPTIONS = { users: DEMO_USERS, password: DEMO_PASSWORD };

describe('startDemoIdp', () => {
  it('refuses to listen beyond loopback', async () => {
    await expect(startDemoIdp({ ...OPTIONS, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('refuses a certificate that does not belong to the key', async () => {
    const [one, two] = await Promise.all([generateKeyPair('one'), generateKeyPair('two')]);
    const keyPair = { privateKeyPem: one.privateKeyPem, certificatePem: two.certificatePem };
    await expect(startDemoIdp({ ...OPTIONS, keyPair })).rejects.toThrow(/certificate/);
  });

  it('uses the given key pair, entity id and signing, and stops on close', async () => {
    const keyPair = await generateKeyPair('given');
    const idp = await startDemoIdp({
      ...OPTIONS,
      keyPair,
      entityId: 'urn:feedline:test-idp',
      signing: 'response',
    });
    expect(idp.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(idp.ssoUrl).toBe(`${idp.url}/sso`);
    expect(idp.entityId).toBe('urn:feedline:test-idp');
    expect(idp.certificatePem).toBe(keyPair.certificatePem);
    expect(idp.metadataXml).toContain('entityID="urn:feedline:test-idp"');

    const samlResponse = await idp.createResponse({
      email: 'ada@demo.feedline.test',
      acsUrl: ACS_URL,
      audience: SP_ENTITY_ID,
    });
    const sp = createSp(idp, {
      wantAssertionsSigned: false,
      wantAuthnResponseSigned: true,
      validateInResponseTo: undefined,
    });
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    expect(profile?.issuer).toBe('urn:feedline:test-idp');

    expect((await fetch(`${idp.url}/metadata`)).status).toBe(200);
    await Promise.all([idp.close(), idp.close()]);
    await expect(fetch(`${idp.url}/metadata`)).rejects.toThrow();
  });

  it('answers unknown paths with 404 and wrong methods with 405', async () => {
    const idp = await startDemoIdp(OPTIONS);
    try {
      expect((await fetch(`${idp.url}/nope`)).status).toBe(404);
      const res = await fetch(`${idp.url}/sso/login`);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    } finally {
      await idp.close();
    }
  });
});
