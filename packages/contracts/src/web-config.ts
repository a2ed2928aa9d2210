import { z } from 'zod';

/**
 * Runtime configuration of the shell. The API writes it as JSON into the
 * `<script id="feedline-config" type="application/json">` element of index.html.
 */
export const webConfigSchema = z.object({
  env: z.enum(['development', 'production', 'test']),
  /** Where this instance runs (DEPLOYMENT_ENVIRONMENT): areas still in trial are not offered on staging. */
  deployment: z.enum(['production', 'staging']),
  version: z.string(),
  /** Base URLs of the services (spec §7); one api process serves them all by default. */
  api: z.string(),
  dataFlow: z.string(),
  legacySite: z.string(),
  realtime: z.string(),
  /** Origin of the platform host that serves the embedded screens. */
  platformHost: z.string(),
  identity: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
  }),
  logoutRedirectUrl: z.string(),
  /** External addresses the shell links or redirects to (spec §2.3, §2.9, §8); absent = not offered. */
  links: z.object({
    contentPortal: z.string().optional(),
    contentPortalHelp: z.string().optional(),
    /** The retail area (spec §2.4 Workspaces); without it the link is not offered. */
    workspaces: z.string().optional(),
    retailProduct: z.string().optional(),
    supportEmail: z.string().optional(),
  }),
  /** Error reporting (spec §9); off without a DSN. */
  sentry: z.object({ dsn: z.string(), environment: z.string(), debug: z.boolean() }).optional(),
  /** Support chat widget (spec §7); off without an app id. The e-mail hash comes from the API. */
  supportChat: z.object({ appId: z.string() }).optional(),
  /** Customer-success metrics (spec §7); off without a key. */
  customerSuccess: z.object({ apiKey: z.string(), url: z.string() }).optional(),
  /**
   * SSO platform metadata (spec §3, §9): the provider domain shown after the subdomain, and the
   * entity id and consumer URL to give to the identity provider, with a {subdomain} placeholder.
   */
  sso: z.object({ providerDomain: z.string(), entityId: z.string(), consumerUrl: z.string() }),
  /** Console output is silenced unless this is on (spec §9). */
  debug: z.boolean(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

export { WEB_CONFIG_ELEMENT_ID, WEB_CONFIG_PLACEHOLDER } from './constants';
