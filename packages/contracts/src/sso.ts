import { z } from 'zod';

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

const statusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
const enforceTypeSchema = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

/** A signing certificate of the organisation's identity provider, as the API keeps it. */
export const ssoCertificateSchema = z.object({
  subject: z.string(),
  notAfter: z.string(),
  fingerprint256: z.string(),
});
export type SsoCertificate = z.infer<typeof ssoCertificateSchema>;

/**
 * GET /api/accounts/:accountId/sso (spec §3 "SSO authentication settings", §7). Beyond the spec:
 * the login and SP metadata addresses and the signing certificates with their expiry.
 */
export const ssoSettingsSchema = z.object({
  status: statusSchema,
  subdomain: z.string().nullable(),
  enforceType: enforceTypeSchema,
  enforceDomains: z.string().nullable(),
  entityId: z.string().nullable(),
  endpointUrl: z.string().nullable(),
  /** `{subdomain}.{provider domain}` as a URL once the subdomain is known. */
  loginUrl: z.string().nullable(),
  /** This organisation's service-provider metadata (XML), to give to the identity provider. */
  spMetadataUrl: z.string().nullable(),
  certificates: z.array(ssoCertificateSchema),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

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

/** Domains: one or more, separated by commas; each a host name such as acme.test. */
const enforceDomainsSchema = z.string().trim().max(500).nullable();

/**
 * PUT /api/accounts/:accountId/sso (spec §7): the full settings object; the status changes, and
 * for Enforced also enforceType and enforceDomains. The other fields are read, never written here.
 */
export const ssoSettingsUpdateSchema = z.object({
  status: statusSchema,
  subdomain: z.string().max(100).nullable().optional(),
  enforceType: enforceTypeSchema.default(-1),
  enforceDomains: enforceDomainsSchema.default(null),
  entityId: z.string().nullable().optional(),
  endpointUrl: z.string().nullable().optional(),
});
export type SsoSettingsUpdate = z.input<typeof ssoSettingsUpdateSchema>;

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

/** GET /api/accounts/:accountId/sso/authentication (spec §3 "Authentication"). */
export const ssoAuthenticationSchema = z.object({
  idpId: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  subdomain: z.string(),
  /** The identity provider's metadata, raw XML. */
  metadata: z.string(),
});
export type SsoAuthentication = z.infer<typeof ssoAuthenticationSchema>;

/** PUT /api/accounts/:accountId/sso/authentication: the add wizard's finish and the edit's save. */
export const ssoAuthenticationUpdateSchema = z.object({
  idpId: z.string().max(100).default(''),
  status: z.union([z.literal(0), z.literal(1)]),
  subdomain: z.string().max(100),
  metadata: z.string().max(SSO_METADATA_MAX_BYTES),
});
export type SsoAuthenticationUpdate = z.input<typeof ssoAuthenticationUpdateSchema>;

/** GET /api/sso/check-subdomain?subdomain= (spec §3, §7). */
export const subdomainCheckSchema = z.object({ available: z.boolean(), valid: z.boolean() });
export type SubdomainCheck = z.infer<typeof subdomainCheckSchema>;

/**
 * GET /api/accounts/:accountId/sso/enforce-preview?domains=: the members who would lose password
 * login once SSO is enforced for these domains (shown before enforcing, to prevent lock-outs).
 */
export const ssoEnforcePreviewSchema = z.object({
  domains: z.array(z.string()),
  members: z.array(z.object({ name: z.string(), email: z.string() })),
});
export type SsoEnforcePreview = z.infer<typeof ssoEnforcePreviewSchema>;

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
