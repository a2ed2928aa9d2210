import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIResponse } from '@playwright/test';

/**
 * The headers of every HTML page both origins serve, on the real server with the real builds.
 * Both hosts answer every path outside their server prefixes with their index.html, so each route
 * family is asked, plus paths no route knows; the identity server's own pages are asked too.
 */
const shellOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const platformOrigin = `http://127.0.0.1:${Number(process.env.E2E_PLATFORM_PORT ?? 3101)}`;

const APP_PATHS = [
  '/',
  '/overview/account/1',
  '/overview/project/1',
  '/data-view/site/1',
  '/data-flow/site/1/export/1',
  '/designer/site/1',
  '/monitoring/account/1',
  '/profile',
  '/user/logout',
  '/auth/callback',
  '/unauthorized',
  '/no/such/page',
  '/overview/account/abc',
];

function directives(response: APIResponse): Map<string, string[]> {
  const csp = response.headers()['content-security-policy'] ?? '';
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** What every HTML page of either origin must carry. */
function expectCommonHeaders(response: APIResponse, label: string) {
  expect(response.status(), label).toBe(200);
  expect(response.headers()['content-type'], label).toMatch(/^text\/html/);
  const csp = directives(response);
  for (const name of ['default-src', 'script-src', 'object-src', 'base-uri']) {
    expect(csp.has(name), `${label}: ${name}`).toBe(true);
  }
  const scripts = csp.get('script-src')!;
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
  expect(scripts, label).not.toContain('*');
  expect(csp.get('script-src-attr') ?? ["'none'"], label).toEqual(["'none'"]);
  expect(csp.get('object-src'), label).toEqual(["'none'"]);
  expect(response.headers()['x-content-type-options'], label).toBe('nosniff');
  expect(response.headers()['referrer-policy'], label).toBeTruthy();
  // Over http no HSTS: it would pin a development host (the https case is an API test).
  expect(response.headers()['strict-transport-security'], label).toBeUndefined();
}

test('every page of the shell origin: nobody frames it, strict scripts, no caching of the app page', async ({
  request,
}) => {
  for (const path of APP_PATHS) {
    const response = await request.get(`${shellOrigin}${path}`, { maxRedirects: 0 });
    expectCommonHeaders(response, path);
    expect(directives(response).get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(response.headers()['x-frame-options'], path).toBe('DENY');
    expect(directives(response).get('frame-src'), path).toEqual(["'self'", platformOrigin]);
    expect(response.headers()['cache-control'], path).toMatch(/no-cache|no-store/);
  }
});

test("the identity server's pages: sign-in and sign-out are framed by nobody and never cached", async ({
  request,
}) => {
  const discovery = await (
    await request.get(`${shellOrigin}/oidc/.well-known/openid-configuration`)
  ).json();
  const authorize = new URL(discovery.authorization_endpoint as string);
  authorize.search = new URLSearchParams({
    client_id: 'feedline-shell',
    redirect_uri: `${shellOrigin}/auth/callback`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'headers-check',
  }).toString();
  const started = await request.get(authorize.toString());
  expect(started.url()).toMatch(/\/interaction\//);
  const signOut = await request.get(discovery.end_session_endpoint as string);
  for (const [label, response] of [
    ['sign-in', started],
    ['sign-out', signOut],
  ] as const) {
    expectCommonHeaders(response, label);
    expect(directives(response).get('frame-ancestors'), label).toEqual(["'none'"]);
    expect(response.headers()['x-frame-options'], label).toBe('DENY');
    expect(response.headers()['cache-control'], label).toMatch(/no-store/);
  }
});

test('every page of the platform host: framed by the shell alone', async ({ request }) => {
  for (const path of APP_PATHS) {
    const response = await request.get(`${platformOrigin}${path}`, { maxRedirects: 0 });
    expectCommonHeaders(response, `platform ${path}`);
    expect(directives(response).get('frame-ancestors'), path).toEqual([shellOrigin]);
    expect(response.headers()['x-frame-options'], path).toBeUndefined();
  }
});

/**
 * rrweb (Sentry's session replay, loaded only with error reporting on) posts its events to the
 * parent window with '*' when it records inside a cross-origin frame. That path runs only with
 * `recordCrossOriginIframes`, which the shell never sets, and the shell is framed by nobody.
 */
const KNOWN_THIRD_PARTY = /type:`rrweb`,event:[^;]{0,120};window\.parent\.$/;

test("no built bundle posts a message to any origin ('*')", () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let scanned = 0;
  const found: string[] = [];
  for (const app of ['web', 'platform']) {
    const assets = join(root, 'apps', app, 'dist', 'assets');
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(assets, file), 'utf8');
      scanned += 1;
      // postMessage(message, '*') or postMessage(message, "*", transfer), however minified.
      for (const match of code.matchAll(/postMessage\([^;]{0,300}?,\s*(['"`])\*\1\s*[,)]/g)) {
        const before = code.slice(Math.max(0, match.index - 200), match.index);
        if (!KNOWN_THIRD_PARTY.test(before)) found.push(`${app}/${file}: ${match[0]}`);
      }
    }
  }
  expect(scanned).toBeGreaterThan(10);
  expect(found).toEqual([]);
});
