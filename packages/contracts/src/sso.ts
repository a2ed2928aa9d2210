import { z } from 'zod';
import { SSO_METADATA_MAX_BYTES } from './sso-constants';

export * from './sso-constants';

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
