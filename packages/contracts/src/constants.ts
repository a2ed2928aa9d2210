// Runtime values that browser code needs without the schema library: importing them from here
// keeps zod out of the shell's first chunk (docs/adr/0006).

export const WEB_CONFIG_ELEMENT_ID = 'feedline-config';
export const WEB_CONFIG_PLACEHOLDER = '__FEEDLINE_CONFIG__';

/** Machine codes of every error the API answers with; clients match on these, never on text. */
export const ERROR_CODES = [
  'bad-request',
  'validation-failed',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'rate-limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The marketplaces and tools whose `{provider}-authentication` callback lands on
 * external-authentication/provider/{provider} (spec §2.16).
 */
export const EXTERNAL_AUTHENTICATION_PROVIDERS = [
  'google',
  'olx',
  'etsy',
  'wish',
  'magento',
  'magento-login',
  'lazada',
  'facebook',
  'meta-shops-ads',
  'ebay',
  'bing',
  'izettle',
  'tik-tok',
  'tik-tok-shops',
  'amazon',
  'amazon-vendor',
  'akeneo',
  'pinterest',
  'allegro',
  'slack',
  'teams',
  'bol',
  'walmart',
] as const;
export type ExternalAuthenticationProvider = (typeof EXTERNAL_AUTHENTICATION_PROVIDERS)[number];

export const isExternalAuthenticationProvider = (
  value: string,
): value is ExternalAuthenticationProvider =>
  (EXTERNAL_AUTHENTICATION_PROVIDERS as readonly string[]).includes(value);
