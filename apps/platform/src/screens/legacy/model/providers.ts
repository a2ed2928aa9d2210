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
