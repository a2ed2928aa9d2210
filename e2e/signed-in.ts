import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Demo users whose identity-server session is signed in once per run (e2e/sign-in.setup.ts) and
 * reused by the journeys that do not test the sign-in itself.
 *
 * What is saved is the identity server's session cookie only, never the shell's tokens: a test
 * that starts with the saved state opens the shell without tokens, the shell starts its usual
 * login (authorization code + PKCE), and the identity server answers at once because the session
 * is signed in. So every test redeems its own authorization code and holds its own refresh token
 * and a fresh access token (600 s, apps/api/src/identity/provider.ts, far longer than a test).
 * Shared tokens would not do: the identity server rotates refresh tokens and revokes the grant when
 * a used one is replayed, and the shell renews a token with less than 300 s left whenever an
 * embedded screen asks for it, so the second test to start from a saved refresh token after one
 * such renewal would end the session of every test of that user.
 *
 * The saved session is shared by the whole run, hence two rules for a test that uses it: it does
 * not sign out (that ends the session for all), and it does not change how the user signs in
 * (2FA set-up). Such journeys sign in through the form in a context of their own.
 */
export const SIGNED_IN_USERS = {
  owner: 'owner@acme.test',
  editor: 'editor@acme.test',
  master: 'master@feedline.test',
  retail: 'retail@acme.test',
  nobody: 'nobody@example.test',
} as const;

export type SignedInUser = keyof typeof SIGNED_IN_USERS;

const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url));
// Under the run's result folder (playwright.config.ts), so that runs side by side against other
// servers keep their own sessions.
const SIGNED_IN_DIR = join(
  resolve(REPO_ROOT, process.env.E2E_RESULTS ?? '.test-results'),
  'signed-in',
);

/** The saved state of `user`, for `test.use({ storageState })` or `browser.newContext`. */
export function signedInAs(user: SignedInUser): string {
  return join(SIGNED_IN_DIR, `${user}.json`);
}
