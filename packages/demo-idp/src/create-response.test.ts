import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPair } from './keys';
import { startDemoIdp } from './index';
import { persistentNameId } from './response';
import {
  ACS_URL,
  createSp,
  decodeResponse,
  DEMO_PASSWORD,
  DEMO_USERS,
  SP_ENTITY_ID,
  startSignIn,
} from './test-support';
import type { DemoIdp, DemoIdpResponseOverrides, DemoIdpSigning } from './types';

const SAML = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const EMAIL = 'ada@demo.feedline.test';
const MINUTE_MS = 60_000;

let idp: DemoIdp;

beforeAll(async () => {
  idp = await startDemoIdp({ users: DEMO_USERS, password: DEMO_PASSWORD });
});

afterAll(() => idp.close());

/** What node-saml must be told to accept a response signed the given way. */
const SP_CONFIG: Record<Exclude<DemoIdpSigning, 'none'>, object> = {
  assertion: { wantAssertionsSigned: true, wantAuthnResponseSigned: false },
  response: { wantAssertionsSigned: false, wantAuthnResponseSigned: true },
  both: { wantAssertionsSigned: true, wantAuthnResponseSigned: true },
};

/** A response to a fresh AuthnRequest of a strict SP, validated by that SP. */
async function validate(overrides: DemoIdpResponseOverrides = {}, spConfig: object = {}) {
  const sp = createSp(idp, spConfig);
  const { requestId } = await startSignIn(sp);
  const samlResponse = await idp.createResponse({
    email: EMAIL,
    inResponseTo: requestId,
    acsUrl: ACS_URL,
    audience: SP_ENTITY_ID,
    overrides,
  });
  return { samlResponse, result: sp.validatePostResponseAsync({ SAMLResponse: samlResponse }) };
}

function parse(samlResponse: string) {
  return new DOMParser().parseFromString(decodeResponse(samlResponse), 'text/xml');
}

describe('createResponse signing', () => {
  it.each(['assertion', 'response', 'both'] as const)(
    "signed '%s' is accepted by node-saml configured for it",
    async (signing) => {
      const { result } = await validate({ signing }, SP_CONFIG[signing]);
      const { profile } = await result;
      expect(profile?.nameID).toBe(EMAIL);
    },
  );

  it("signed 'none' is refused even by a node-saml that wants nothing signed", async () => {
    const { samlResponse, result } = await validate(
      { signing: 'none' },
      { wantAssertionsSigned: false, wantAuthnResponseSigned: false },
    );
    expect(decodeResponse(samlResponse)).not.toContain('Signature');
    await expect(result).rejects.toThrow(/signature/i);
  });

  it("signed 'response' is refused by an SP that wants signed assertions", async () => {
    const { result } = await validate({ signing: 'response' }, SP_CONFIG.assertion);
    await expect(result).rejects.toThrow(/signature/i);
  });

  it('puts an RSA-SHA256, exclusive-c14n, enveloped signature right after each Issuer', async () => {
    const { samlResponse } = await validate({ signing: 'both' }, SP_CONFIG.both);
    const doc = parse(samlResponse);
    const response = doc.documentElement;
    const assertion = doc.getElementsByTagNameNS(SAML, 'Assertion')[0];
    for (const element of [response, assertion]) {
      const children = Array.from(element?.childNodes ?? []).filter((node) => node.nodeType === 1);
      expect(children[0]?.localName).toBe('Issuer');
      expect(children[1]?.localName).toBe('Signature');
      expect(children[1]?.namespaceURI).toBe(DS);
    }
    const xml = decodeResponse(samlResponse);
    expect(xml).toContain('Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"');
    expect(xml).toContain('Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"');
    expect(xml).toContain('Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"');
  });
});

describe('createResponse content', () => {
  it('carries destination, audience, recipient, conditions, session and attributes', async () => {
    const before = Date.now();
    const { samlResponse, result } = await validate();
    await result;
    const doc = parse(samlResponse);
    const response = doc.documentElement;
    const byName = (name: string) => doc.getElementsByTagNameNS(SAML, name)[0];
    expect(response?.getAttribute('Destination')).toBe(ACS_URL);
    expect(byName('Audience')?.textContent).toBe(SP_ENTITY_ID);
    expect(byName('SubjectConfirmationData')?.getAttribute('Recipient')).toBe(ACS_URL);
    const notBefore = Date.parse(byName('Conditions')?.getAttribute('NotBefore') ?? '');
    const notOnOrAfter = Date.parse(byName('Conditions')?.getAttribute('NotOnOrAfter') ?? '');
    expect(notBefore).toBeGreaterThanOrEqual(before - MINUTE_MS - 1000);
    expect(notBefore).toBeLessThanOrEqual(Date.now() - MINUTE_MS + 1000);
    expect(notOnOrAfter - notBefore).toBe(6 * MINUTE_MS);
    expect(byName('AuthnStatement')?.getAttribute('SessionIndex')).toBeTruthy();
    expect(byName('AuthnStatement')?.getAttribute('AuthnInstant')).toBeTruthy();
    expect(response?.getAttribute('ID')).not.toBe(byName('Assertion')?.getAttribute('ID'));
    const attributes = Array.from(doc.getElementsByTagNameNS(SAML, 'Attribute')).map((node) => [
      node.getAttribute('Name'),
      node.textContent,
    ]);
    expect(attributes).toEqual([
      ['email', EMAIL],
      ['mail', EMAIL],
      ['displayName', 'Ada Lovelace'],
    ]);
  });

  it("gives a persistent opaque NameID and the e-mail as attributes with nameIdMode 'attribute'", async () => {
    const { profile } = await (await validate({ nameIdMode: 'attribute' })).result;
    expect(profile?.nameIDFormat).toBe('urn:oasis:names:tc:SAML:2.0:nameid-format:persistent');
    expect(profile?.nameID).toBe(persistentNameId(idp.entityId, EMAIL));
    expect(profile?.nameID).not.toContain('@');
    expect(profile?.mail).toBe(EMAIL);
    expect(profile?.email).toBe(EMAIL);
  });

  it('leaves InResponseTo out of an unsolicited response', async () => {
    const samlResponse = await idp.createResponse({
      email: EMAIL,
      acsUrl: ACS_URL,
      audience: SP_ENTITY_ID,
    });
    expect(decodeResponse(samlResponse)).not.toContain('InResponseTo');
    const sp = createSp(idp, { validateInResponseTo: undefined });
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    expect(profile?.nameID).toBe(EMAIL);
  });
});

describe('createResponse overrides that a strict SP refuses', () => {
  it('a signature by another key', async () => {
    const other = await generateKeyPair('Not the demo IdP');
    const { result } = await validate({
      signWithKeyPem: other.privateKeyPem,
      signWithCertPem: other.certificatePem,
    });
    await expect(result).rejects.toThrow(/signature/i);
  });

  it.each<[string, DemoIdpResponseOverrides, RegExp]>([
    ['another audience', { audience: 'http://127.0.0.1:1/other-sp' }, /audience/i],
    // notOnOrAfter also ends the SubjectConfirmationData, which node-saml checks first.
    [
      'an expired assertion',
      { notOnOrAfter: new Date(Date.now() - MINUTE_MS) },
      /no valid subject confirmation/i,
    ],
    [
      'a not yet valid assertion',
      { notBefore: new Date(Date.now() + 10 * MINUTE_MS) },
      /not yet valid/i,
    ],
  ])('%s', async (_name, overrides, message) => {
    const { result } = await validate(overrides);
    await expect(result).rejects.toThrow(message);
  });

  it('another issuer (node-saml 5.1 does not compare it with idpIssuer: the SP must)', async () => {
    const { result } = await validate({ issuer: 'http://127.0.0.1:1/other-idp' });
    const { profile } = await result;
    expect(profile?.issuer).toBe('http://127.0.0.1:1/other-idp');
    expect(profile?.issuer).not.toBe(idp.entityId);
  });

  it('an InResponseTo the SP never sent', async () => {
    const sp = createSp(idp);
    const samlResponse = await idp.createResponse({
      email: EMAIL,
      inResponseTo: '_never-sent',
      acsUrl: ACS_URL,
      audience: SP_ENTITY_ID,
    });
    await expect(sp.validatePostResponseAsync({ SAMLResponse: samlResponse })).rejects.toThrow(
      /InResponseTo/,
    );
  });

  it('applies destination, recipient, assertion id and timestamps as given', async () => {
    const issueInstant = new Date(Date.now() - 2 * MINUTE_MS);
    const sessionNotOnOrAfter = new Date(Date.now() - MINUTE_MS);
    const { samlResponse } = await validate({
      destination: 'http://127.0.0.1:1/elsewhere',
      recipient: 'http://127.0.0.1:1/recipient',
      assertionId: '_fixed-assertion',
      issueInstant,
      sessionNotOnOrAfter,
    });
    const doc = parse(samlResponse);
    const byName = (name: string) => doc.getElementsByTagNameNS(SAML, name)[0];
    expect(doc.documentElement?.getAttribute('Destination')).toBe('http://127.0.0.1:1/elsewhere');
    expect(doc.documentElement?.getAttribute('IssueInstant')).toBe(issueInstant.toISOString());
    expect(byName('SubjectConfirmationData')?.getAttribute('Recipient')).toBe(
      'http://127.0.0.1:1/recipient',
    );
    expect(byName('Assertion')?.getAttribute('ID')).toBe('_fixed-assertion');
    expect(byName('AuthnStatement')?.getAttribute('SessionNotOnOrAfter')).toBe(
      sessionNotOnOrAfter.toISOString(),
    );
  });
});
