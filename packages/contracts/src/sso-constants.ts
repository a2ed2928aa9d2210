import type { SsoAuthentication, SsoSettings } from './sso';

// The SSO values the screens need at run time, without zod: the shell imports them from
// `@feedline/contracts/sso-constants`, so that no schema is built in the browser (building one
// probes `new Function`, which the shell's CSP reports).

/** SSO status values (spec §4, §9). */
export const SSO_STATUS = { Inactive: 0, Configured: 1, Enabled: 2, Enforced: 3 } as const;
export type SsoStatus = (typeof SSO_STATUS)[keyof typeof SSO_STATUS];

/** Enforce types (spec §9): NoOption -1, User 0 (shown but not offered), Company 1. */
export const ENFORCE_TYPE = { NoOption: -1, User: 0, Company: 1 } as const;
export type EnforceType = (typeof ENFORCE_TYPE)[keyof typeof ENFORCE_TYPE];

/** Subdomain maximum length (spec §5, §9). */
export const SUBDOMAIN_MAX_LENGTH = 20;

/**
 * A valid subdomain is one DNS label: lower-case letters, digits and inner hyphens. Beyond the
 * spec's length, this is what a host name can carry.
 */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])?$/;

/** Labels that name parts of the platform and are never an organisation's. */
export const RESERVED_SUBDOMAINS = ['www', 'api', 'sso', 'admin', 'app', 'login', 'mail'] as const;

export function isValidSubdomain(value: string): boolean {
  return (
    SUBDOMAIN_PATTERN.test(value) && !(RESERVED_SUBDOMAINS as readonly string[]).includes(value)
  );
}

/** The largest metadata file the wizard uploads and the API accepts (bytes of UTF-8). */
export const SSO_METADATA_MAX_BYTES = 256 * 1024;

/**
 * Why the server refuses an identity provider's metadata: the `reason` of a `metadata.*` invalid
 * param (apps/api/src/saml/metadata.ts decides, the screens explain).
 */
export const SSO_METADATA_PROBLEMS = [
  'too-large',
  'not-xml',
  'doctype',
  'no-descriptor',
  'several-descriptors',
  'entity-id-missing',
  'endpoint-missing',
  'endpoint-not-https',
  'endpoint-loopback',
  'certificate-missing',
  'certificate-invalid',
] as const;
export type SsoMetadataProblem = (typeof SSO_METADATA_PROBLEMS)[number];

/** Days before a signing certificate's expiry from which the SSO page warns. */
export const SSO_CERTIFICATE_WARNING_DAYS = 30;

/** Reasons of an `enforce-domains` invalid param (spec §8 inserts the reason into the toast). */
export const ENFORCE_DOMAIN_REASONS = [
  /** Not a host name such as acme.test. */
  'invalid-domain',
  /** Another organisation already enforces SSO for this domain. */
  'domain-taken',
  /** A public mail domain (gmail.com …) is nobody's company. */
  'public-domain',
] as const;
export type EnforceDomainReason = (typeof ENFORCE_DOMAIN_REASONS)[number];

/**
 * Invalid-param keys of the SSO calls (spec §8): `unique-subdomain` and `enforce-domains` have
 * their toasts; the others name the field the wizard shows a hint under.
 */
export const SSO_PARAM_KEYS = {
  uniqueSubdomain: 'unique-subdomain',
  enforceDomains: 'enforce-domains',
  subdomainInvalid: 'subdomain.invalid',
  subdomainMissing: 'subdomain.missing',
  metadataMissing: 'metadata.missing',
  metadataIncorrect: 'metadata.incorrect',
  metadataIncomplete: 'metadata.incomplete',
} as const;

/** The settings of an organisation without single sign-on (and what a failed load leaves, §8). */
export const EMPTY_SSO_SETTINGS: SsoSettings = {
  status: SSO_STATUS.Inactive,
  subdomain: null,
  enforceType: ENFORCE_TYPE.NoOption,
  enforceDomains: null,
  entityId: null,
  endpointUrl: null,
  loginUrl: null,
  spMetadataUrl: null,
  certificates: [],
};

/** The authentication of an organisation that has added no identity provider (status Inactive). */
export const EMPTY_SSO_AUTHENTICATION: SsoAuthentication = {
  idpId: '',
  status: 0,
  subdomain: '',
  metadata: '',
};
