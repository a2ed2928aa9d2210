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
  'service-unavailable',
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

/** The largest id of an organisation, project, site or channel (a PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** An id as a URL writes it: plain digits without a leading zero. */
export const ID_PATTERN = /^[1-9]\d{0,9}$/;

/**
 * An id from a URL path or query: a positive whole number in plain digits, at most MAX_ID. Anything
 * else (`abc`, `0`, `1e3`, ` 7`, `-1`) is null.
 */
export function parseId(raw: string | null | undefined): number | null {
  if (raw === undefined || raw === null || !ID_PATTERN.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The languages the product speaks, in the shell, the embedded screens and at sign-in (spec §9). */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** 'de-AT' → 'de'; anything the product does not speak → undefined (spec §9: the first two letters count). */
export function supportedLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const primary = tag.trim().slice(0, 2).toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}

/** An invitation link's token: 32 random bytes, base64url. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The shortest password a person who joins through an invitation may choose. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
