import {
  generateServiceProviderMetadata,
  SAML,
  ValidateInResponseTo,
  type CacheProvider,
} from '@node-saml/node-saml';
import type { SsoSigningCert } from '@feedline/db';
import type { SsoConfig } from '../config';
import { ssoAddressesOf } from '../modules/sso/sso-addresses';

/** Clock difference tolerated between the identity provider and us. */
export const CLOCK_SKEW_MS = 60_000;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

/** What the service provider needs of an organisation's SSO settings. */
export interface SpSettings {
  subdomain: string;
  idpEntityId: string;
  endpointUrl: string;
  binding: string;
  signingCerts: SsoSigningCert[];
}

/**
 * The service provider of one organisation, with node-saml: its entity id is the audience, its
 * consumer URL the only place a response counts, and only the organisation's identity provider's
 * certificates sign for it. A signed response, a signed assertion or both are accepted (node-saml
 * checks the assertion whenever the response is not signed), an unsigned one never.
 */
export function serviceProviderFor(
  config: SsoConfig,
  settings: SpSettings,
  cacheProvider: CacheProvider,
): SAML {
  const addresses = ssoAddressesOf(config, settings.subdomain);
  return new SAML({
    issuer: addresses.entityId,
    audience: addresses.entityId,
    callbackUrl: addresses.consumerUrl,
    entryPoint: settings.endpointUrl,
    idpIssuer: settings.idpEntityId,
    idpCert: settings.signingCerts.map((cert) => cert.pem),
    authnRequestBinding: settings.binding === 'HTTP-POST' ? 'HTTP-POST' : 'HTTP-Redirect',
    wantAssertionsSigned: false,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    cacheProvider,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    // Any NameID format: the e-mail comes from an e-mail NameID or from a mail attribute.
    identifierFormat: null,
    disableRequestedAuthnContext: true,
    signatureAlgorithm: 'sha256',
    digestAlgorithm: 'sha256',
  });
}

/** The SP metadata an administrator gives to the identity provider (downloadable as XML). */
export function spMetadataXml(config: SsoConfig, subdomain: string): string {
  const addresses = ssoAddressesOf(config, subdomain);
  return generateServiceProviderMetadata({
    issuer: addresses.entityId,
    callbackUrl: addresses.consumerUrl,
    identifierFormat: EMAIL_FORMAT,
    wantAssertionsSigned: true,
  });
}
