/** Shared pieces of the demo IdP's tests: a node-saml SP (as Feedline's SP uses it) and HTML scraping. */
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { SAML, ValidateInResponseTo, type SamlConfig } from '@node-saml/node-saml';
import type { DemoIdp, DemoIdpUser } from './types';

export const DEMO_PASSWORD = 'feedline-demo';
export const DEMO_USERS: DemoIdpUser[] = [
  { email: 'ada@demo.feedline.test', name: 'Ada Lovelace' },
  { email: 'grace@demo.feedline.test', name: 'Grace Hopper' },
];
// Nothing listens here: the tests read the response out of the auto-post page instead.
export const SP_ENTITY_ID = 'http://127.0.0.1:9/saml/metadata';
export const ACS_URL = 'http://127.0.0.1:9/saml/acs';

/** A strict node-saml SP that trusts `idp`; `config` relaxes or tightens it per test. */
export function createSp(idp: DemoIdp, config: Partial<SamlConfig> = {}): SAML {
  return new SAML({
    entryPoint: idp.ssoUrl,
    issuer: SP_ENTITY_ID,
    callbackUrl: ACS_URL,
    audience: SP_ENTITY_ID,
    idpIssuer: idp.entityId,
    idpCert: idp.certificatePem,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    ...config,
  });
}

/** Makes `sp` issue an AuthnRequest (so its cache knows the ID) and returns the redirect URL and ID. */
export async function startSignIn(
  sp: SAML,
  relayState = '',
): Promise<{ url: string; requestId: string }> {
  const url = await sp.getAuthorizeUrlAsync(relayState, undefined, {});
  const samlRequest = new URL(url).searchParams.get('SAMLRequest') ?? '';
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const requestId = /\bID="([^"]+)"/.exec(xml)?.[1];
  if (!requestId) throw new Error('no ID in the AuthnRequest');
  return { url, requestId };
}

/** An HTTP-Redirect SAMLRequest value for a hand-written AuthnRequest. */
export function encodeRedirectRequest(xml: string): string {
  return deflateRawSync(Buffer.from(xml, 'utf8')).toString('base64');
}

/** The value of the input named `name` in `html`, if any. */
export function inputValue(html: string, name: string): string | undefined {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

export function formAction(html: string): string | undefined {
  const match = /<form[^>]*action="([^"]*)"/.exec(html);
  return match?.[1] === undefined ? undefined : decodeHtml(match[1]);
}

function decodeHtml(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

export function decodeResponse(samlResponse: string): string {
  return Buffer.from(samlResponse, 'base64').toString('utf8');
}
