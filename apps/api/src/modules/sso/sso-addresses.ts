import type { SsoConfig } from '../../config';

/** An organisation's SSO addresses: the platform metadata with its subdomain filled in. */
export function ssoAddressesOf(config: SsoConfig, subdomain: string) {
  const fill = (template: string) => template.replaceAll('{subdomain}', subdomain);
  return {
    /** The SP entity id (audience); also where the SP metadata is served. */
    entityId: fill(config.spEntityId),
    /** Where the identity provider posts its response (assertion consumer service). */
    consumerUrl: fill(config.consumerUrl),
    /** The test link of the SSO page (spec §9): {subdomain}.{provider domain}. */
    loginUrl: `${config.scheme}://${subdomain}.${config.providerDomain}/`,
  };
}

/**
 * The organisation subdomain a request's host names (`acme.sso.localhost:3000` → `acme`), or
 * undefined for any other host. The host is compared with its port, as the provider domain has it.
 */
export function subdomainOfHost(config: SsoConfig, host: string | undefined): string | undefined {
  if (!host) return undefined;
  const suffix = `.${config.providerDomain}`.toLowerCase();
  const lower = host.toLowerCase();
  const withPort = config.providerDomain.includes(':') ? lower : lower.replace(/:\d+$/, '');
  if (!withPort.endsWith(suffix)) return undefined;
  const label = withPort.slice(0, -suffix.length);
  return /^[a-z0-9-]{1,63}$/.test(label) ? label : undefined;
}
