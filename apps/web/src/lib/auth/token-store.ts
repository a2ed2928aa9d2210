import { readItem, removeItem, writeItem } from '../storage';

/** Key names fixed by the spec (§9), therefore outside the `feedline.*` namespace. */
export const ACCESS_TOKEN_KEY = 'access';
export const REFRESH_TOKEN_KEY = 'refresh';

export interface TokenSet {
  access_token: string;
  refresh_token?: string | undefined;
}

export function readAccessToken(): string | null {
  return readItem(ACCESS_TOKEN_KEY);
}

/** A stored access token counts as a session; an expired one is refreshed on its first 401. */
export function hasSession(): boolean {
  return Boolean(readAccessToken());
}

export function storeTokens(tokens: TokenSet): void {
  writeItem(ACCESS_TOKEN_KEY, tokens.access_token);
  if (tokens.refresh_token) writeItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
  else removeItem(REFRESH_TOKEN_KEY);
}

export function clearTokens(): void {
  removeItem(ACCESS_TOKEN_KEY);
  removeItem(REFRESH_TOKEN_KEY);
}
