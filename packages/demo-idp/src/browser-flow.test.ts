import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateBody } from './keys';
import { startDemoIdp } from './index';
import {
  ACS_URL,
  createSp,
  DEMO_PASSWORD,
  DEMO_USERS,
  encodeRedirectRequest,
  formAction,
  inputValue,
  SP_ENTITY_ID,
  startSignIn,
} from './test-support';
import type { DemoIdp } from './types';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

let idp: DemoIdp;

beforeAll(async () => {
  idp = await startDemoIdp({ users: DEMO_USERS, password: DEMO_PASSWORD });
});

afterAll(() => idp.close());

function login(request: string, email: string, password: string): Promise<Response> {
  return fetch(`${idp.url}/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, email, password }),
  });
}

/** GETs the sign-in page for the AuthnRequest at `url` and returns the key of the pending request. */
async function openSignInPage(url: string): Promise<string> {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const key = inputValue(html, 'request');
  if (!key) throw new Error('no request key on the sign-in page');
  return key;
}

describe('metadata', () => {
  it('is well-formed IdP metadata with the signing certificate and the redirect SSO endpoint', async () => {
    const res = await fetch(`${idp.url}/metadata`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/samlmetadata\+xml/);
    const xml = await res.text();
    expect(xml).toBe(idp.metadataXml);

    // xmldom throws a ParseError on anything that is not well-formed.
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    const root = doc.documentElement;
    expect(root?.localName).toBe('EntityDescriptor');
    expect(root?.getAttribute('entityID')).toBe(idp.entityId);
    expect(idp.entityId).toBe(`${idp.url}/metadata`);
    expect(doc.getElementsByTagNameNS(MD, 'IDPSSODescriptor')).toHaveLength(1);
    const keyDescriptor = doc.getElementsByTagNameNS(MD, 'KeyDescriptor')[0];
    expect(keyDescriptor?.getAttribute('use')).toBe('signing');
    const certificate = doc.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent;
    expect(certificate?.replace(/\s+/g, '')).toBe(certificateBody(idp.certificatePem));
    const sso = doc.getElementsByTagNameNS(MD, 'SingleSignOnService')[0];
    expect(sso?.getAttribute('Binding')).toBe(REDIRECT);
    expect(sso?.getAttribute('Location')).toBe(idp.ssoUrl);
  });
});

describe('browser sign-in', () => {
  it('signs a demo user in and posts a response that node-saml accepts', async () => {
    const sp = createSp(idp);
    const { url, requestId } = await startSignIn(sp, 'relay/123?x=1&y=2');
    expect(url.startsWith(`${idp.ssoUrl}?`)).toBe(true);

    const page = await fetch(url);
    const signInHtml = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(signInHtml).toContain('<html lang="en">');
    expect(signInHtml).toContain('<h1>Feedline demo identity provider</h1>');
    expect(signInHtml).toMatch(/<label for="email">E-mail<\/label>\s*<input id="email"/);
    expect(signInHtml).toMatch(/<label for="password">Password<\/label>\s*<input id="password"/);
    expect(signInHtml).toContain('<button type="submit">Sign in</button>');
    expect(signInHtml).toContain(DEMO_USERS[1]?.email);
    expect(signInHtml).not.toMatch(/<script>/);

    const key = inputValue(signInHtml, 'request') ?? '';
    const res = await login(key, 'ADA@demo.feedline.test', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(formAction(html)).toBe(ACS_URL);
    expect(inputValue(html, 'RelayState')).toBe('relay/123?x=1&y=2');
    expect(html).toContain('<script src="/assets/post.js" defer></script>');
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(res.headers.get('content-security-policy')).toContain('form-action http://127.0.0.1:9');

    const samlResponse = inputValue(html, 'SAMLResponse') ?? '';
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    expect(profile?.nameID).toBe('ada@demo.feedline.test');
    expect(profile?.nameIDFormat).toBe('urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress');
    expect(profile?.email).toBe('ada@demo.feedline.test');
    expect(profile?.displayName).toBe('Ada Lovelace');
    expect(profile?.issuer).toBe(idp.entityId);
    expect(profile?.inResponseTo).toBe(requestId);
    expect(profile?.sessionIndex).toBeTruthy();
  });

  it('serves the auto-post script', async () => {
    const res = await fetch(`${idp.url}/assets/post.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await res.text()).toContain("getElementById('saml-post').submit()");
  });

  it('answers a wrong password or an unknown user with 401 and no response, and lets the user retry', async () => {
    const sp = createSp(idp);
    const { url } = await startSignIn(sp);
    const key = await openSignInPage(url);

    for (const [email, password] of [
      ['ada@demo.feedline.test', 'wrong'],
      ['mallory@demo.feedline.test', DEMO_PASSWORD],
    ] as const) {
      const res = await login(key, email, password);
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain('The e-mail address or the password is wrong.');
      expect(html).not.toContain('SAMLResponse');
      expect(inputValue(html, 'email')).toBe(email);
    }

    const retry = await login(key, 'grace@demo.feedline.test', DEMO_PASSWORD);
    expect(retry.status).toBe(200);
    const samlResponse = inputValue(await retry.text(), 'SAMLResponse') ?? '';
    const { profile } = await sp.validatePostResponseAsync({ SAMLResponse: samlResponse });
    expect(profile?.nameID).toBe('grace@demo.feedline.test');
  });

  it('answers a request key only once', async () => {
    const key = await openSignInPage((await startSignIn(createSp(idp))).url);
    expect((await login(key, 'ada@demo.feedline.test', DEMO_PASSWORD)).status).toBe(200);
    const again = await login(key, 'ada@demo.feedline.test', DEMO_PASSWORD);
    expect(again.status).toBe(400);
    expect(await again.text()).not.toContain('SAMLResponse');
  });

  it.each([
    ['no AssertionConsumerServiceURL', ''],
    ['a javascript: ACS URL', 'AssertionConsumerServiceURL="javascript:alert(1)"'],
    ['an ftp: ACS URL', 'AssertionConsumerServiceURL="ftp://127.0.0.1/acs"'],
  ])('refuses an AuthnRequest with %s', async (_name, acsAttribute) => {
    const xml =
      '<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ' +
      `xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r1" Version="2.0" ${acsAttribute} ` +
      `IssueInstant="${new Date().toISOString()}"><saml:Issuer>${SP_ENTITY_ID}</saml:Issuer></samlp:AuthnRequest>`;
    const query = new URLSearchParams({ SAMLRequest: encodeRedirectRequest(xml) });
    const res = await fetch(`${idp.ssoUrl}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('name="request"');
  });

  it('refuses a SAMLRequest that is not a deflated AuthnRequest', async () => {
    const res = await fetch(`${idp.ssoUrl}?SAMLRequest=${encodeURIComponent('bm90IHNhbWw=')}`);
    expect(res.status).toBe(400);
  });

  it('refuses a form body over 16 KiB', async () => {
    const res = await fetch(`${idp.url}/sso/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `request=x&email=${'a'.repeat(17 * 1024)}`,
    });
    expect(res.status).toBe(413);
  });
});
