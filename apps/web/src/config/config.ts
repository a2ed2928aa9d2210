import { WEB_CONFIG_ELEMENT_ID, WEB_CONFIG_PLACEHOLDER } from '@feedline/contracts/constants';
import type { WebConfig } from '@feedline/contracts';

/** Used by the Vite dev server, where no API has filled in the placeholder. */
const DEVELOPMENT_CONFIG: WebConfig = {
  env: 'development',
  deployment: 'production',
  version: 'dev',
  api: '/api',
  dataFlow: '/api',
  legacySite: '/api',
  realtime: '/realtime',
  // The embedded screens' Vite dev server (npm run dev).
  platformHost: 'http://localhost:5174',
  identity: {
    authority: 'http://localhost:3000/oidc',
    clientId: 'feedline-shell',
    scope: 'openid profile email offline_access api',
  },
  logoutRedirectUrl: 'http://localhost:5173/',
  links: {},
  sso: {
    providerDomain: 'sso.localhost:3000',
    entityId: 'http://{subdomain}.sso.localhost:3000/saml/metadata',
    consumerUrl: 'http://{subdomain}.sso.localhost:3000/saml/acs',
  },
  debug: false,
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Parses the runtime configuration the API writes into index.html. Throws a {@link ConfigError}
 * naming every bad field, so a broken deployment fails loudly at start.
 */
export function parseWebConfig(raw: string | null | undefined, isDev: boolean): WebConfig {
  const text = raw?.trim() ?? '';
  if (text === '' || text === WEB_CONFIG_PLACEHOLDER) {
    if (isDev) return DEVELOPMENT_CONFIG;
    throw new ConfigError(
      `The runtime configuration (#${WEB_CONFIG_ELEMENT_ID}) was not provided.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`The runtime configuration (#${WEB_CONFIG_ELEMENT_ID}) is not JSON.`);
  }
  const problems = configProblems(json);
  if (problems.length > 0) {
    throw new ConfigError(`The runtime configuration is invalid: ${problems.join('; ')}`);
  }
  return json as WebConfig;
}

const REQUIRED_STRINGS = [
  'version',
  'api',
  'dataFlow',
  'legacySite',
  'realtime',
  'platformHost',
  'logoutRedirectUrl',
  'identity.authority',
  'identity.clientId',
  'identity.scope',
] as const;

function valueAt(json: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      json,
    );
}

/**
 * What is wrong with a configuration, field by field. The API builds it from typed code; this
 * catches a broken deployment (an old index.html, a proxy rewriting it) without shipping a schema
 * library to the browser (docs/adr/0006).
 */
function configProblems(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return ['(root): expected an object'];
  const problems: string[] = [];
  const env = valueAt(json, 'env');
  if (env !== 'development' && env !== 'production' && env !== 'test') {
    problems.push('env: expected development, production or test');
  }
  const deployment = valueAt(json, 'deployment');
  if (deployment !== 'production' && deployment !== 'staging') {
    problems.push('deployment: expected production or staging');
  }
  for (const path of REQUIRED_STRINGS) {
    if (typeof valueAt(json, path) !== 'string') problems.push(`${path}: expected a string`);
  }
  const links = valueAt(json, 'links');
  if (typeof links !== 'object' || links === null) problems.push('links: expected an object');
  if (typeof valueAt(json, 'debug') !== 'boolean') problems.push('debug: expected a boolean');
  return problems;
}

let current: WebConfig | undefined;

/** The validated runtime configuration, read once from the document. */
export function getConfig(): WebConfig {
  if (!current) {
    const element = document.getElementById(WEB_CONFIG_ELEMENT_ID);
    current = parseWebConfig(element?.textContent, import.meta.env.DEV);
  }
  return current;
}

/** Tests only: replace the configuration (pass undefined to read the document again). */
export function setConfigForTests(config: WebConfig | undefined): void {
  current = config;
}
