import { inflateRawSync } from 'node:zlib';
import type { IdentityProviderInstance } from 'samlify';
import { ANY_SP } from './saml';

/** What the IdP keeps of an AuthnRequest to answer it. */
export interface AuthnRequestInfo {
  id: string;
  /** The SP entity id: the Response's audience. */
  issuer: string;
  acsUrl: string;
}

/** Raised for a SAMLRequest this IdP cannot answer; the message is safe to show. */
export class AuthnRequestError extends Error {}

// An AuthnRequest is a few hundred bytes; the bounds stop a deflate bomb before samlify inflates it.
const MAX_ENCODED_LENGTH = 16 * 1024;
const MAX_INFLATED_LENGTH = 64 * 1024;

function assertInflatesWithinBounds(samlRequest: string): void {
  if (samlRequest.length > MAX_ENCODED_LENGTH) {
    throw new AuthnRequestError('The SAMLRequest is too large.');
  }
  try {
    inflateRawSync(Buffer.from(samlRequest, 'base64'), { maxOutputLength: MAX_INFLATED_LENGTH });
  } catch {
    throw new AuthnRequestError('The SAMLRequest is not a deflated, base64-encoded message.');
  }
}

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * The ACS URL comes from the AuthnRequest itself: this demo IdP trusts any SP that asks, which is
 * acceptable only because it listens on loopback for demos and tests. It still insists on http(s),
 * so a `javascript:` or `data:` URL never becomes a form's action.
 */
function parseAcsUrl(value: string | undefined): string {
  if (!value) {
    throw new AuthnRequestError('The AuthnRequest has no AssertionConsumerServiceURL.');
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AuthnRequestError('The AssertionConsumerServiceURL is not a URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthnRequestError('The AssertionConsumerServiceURL must be an http(s) URL.');
  }
  // The SP's own spelling: it may compare Destination and Recipient with it character by character.
  return value;
}

/** Decodes (base64 + raw deflate) and parses an HTTP-Redirect AuthnRequest with samlify. */
export async function parseAuthnRequest(
  idp: IdentityProviderInstance,
  samlRequest: string,
): Promise<AuthnRequestInfo> {
  assertInflatesWithinBounds(samlRequest);
  let extract: Record<string, unknown>;
  try {
    const result = await idp.parseLoginRequest(ANY_SP, 'redirect', {
      query: { SAMLRequest: samlRequest },
      octetString: '',
    });
    extract = result.extract;
  } catch {
    throw new AuthnRequestError('The SAMLRequest is not a readable AuthnRequest.');
  }
  const request = (extract.request ?? {}) as Record<string, unknown>;
  const id = firstString(request.id);
  const issuer = firstString(extract.issuer)?.trim();
  if (!id) throw new AuthnRequestError('The AuthnRequest has no ID.');
  if (!issuer) throw new AuthnRequestError('The AuthnRequest has no Issuer.');
  return { id, issuer, acsUrl: parseAcsUrl(firstString(request.assertionConsumerServiceUrl)) };
}
