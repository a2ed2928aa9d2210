import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../helper';
import { pkcePair, readForm, type Browser } from './browser';

export const PASSWORD = 'feedline-demo';
export const REDIRECT_URI = 'http://localhost:3000/auth/callback';
const SCOPE = 'openid profile email offline_access api';

export interface SignInStart {
  page: LightMyRequestResponse;
  verifier: string;
  state: string;
}

/** GET /oidc/auth as the shell sends it, following redirects to the first page of the sign-in. */
export async function startSignIn(
  t: TestApp,
  browser: Browser,
  extra: Record<string, string> = {},
): Promise<SignInStart> {
  const { verifier, challenge } = pkcePair();
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const query = new URLSearchParams({
    client_id: t.config.identity.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: 'nonce-1',
    ...extra,
  });
  const page = await browser.follow(await browser.get(`/oidc/auth?${query}`));
  return { page, verifier, state };
}

/** Submits the first form of `html` with extra fields (e-mail + password, or the code). */
export function submitForm(browser: Browser, html: string, fields: Record<string, string>) {
  const form = readForm(html);
  return browser.post(form.action, { ...form.fields, ...fields });
}

/** The authorization code of a redirect to the shell's callback. */
export function codeFrom(location: unknown, state: string): string {
  const url = new URL(String(location));
  expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
  expect(url.searchParams.get('state')).toBe(state);
  const code = url.searchParams.get('code');
  expect(code).toBeTruthy();
  return code!;
}

export async function exchangeCode(t: TestApp, code: string, verifier: string) {
  return t.app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: t.config.identity.clientId,
      code_verifier: verifier,
    }).toString(),
  });
}
