/** The platform's SSO addresses from the web config (spec §3 Platform metadata, §9). */
export interface PlatformSso {
  providerDomain: string;
  /** With a `{subdomain}` placeholder. */
  entityId: string;
  /** With a `{subdomain}` placeholder. */
  consumerUrl: string;
}

const PLACEHOLDER = '{subdomain}';

/** Fills every `{subdomain}` of a platform address with the organisation's subdomain. */
export function fillSubdomain(template: string, subdomain: string): string {
  return template.split(PLACEHOLDER).join(subdomain);
}

/** The platform metadata to give to the identity provider (wizard page 2). */
export function platformMetadataOf(sso: PlatformSso, subdomain: string) {
  return {
    entityId: fillSubdomain(sso.entityId, subdomain),
    consumerUrl: fillSubdomain(sso.consumerUrl, subdomain),
  };
}

/**
 * The test address `{subdomain}.{provider domain}` (spec §9); until the subdomain is known the
 * placeholder stands in its place.
 */
export function loginAddressOf(
  subdomain: string | null,
  providerDomain: string,
  placeholder: string,
): string {
  return `${subdomain || placeholder}.${providerDomain}`;
}

/**
 * The URL the test link opens: the API's, or built from the subdomain with the platform's scheme;
 * none until the subdomain is known.
 */
export function loginUrlOf(
  settings: { subdomain: string | null; loginUrl: string | null },
  sso: PlatformSso,
): string | null {
  if (settings.loginUrl) return settings.loginUrl;
  if (!settings.subdomain) return null;
  const scheme = /^http:/i.test(sso.entityId) ? 'http' : 'https';
  return `${scheme}://${settings.subdomain}.${sso.providerDomain}/`;
}
