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
