import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from '@feedline/build';
import { WEB_CONFIG_PLACEHOLDER } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildPlatformApp, PLATFORM_CONFIG_PLACEHOLDER } from '../src/platform-host';
import { buildTestApp, type TestApp } from './helper';

// A script big enough to be worth compressing, as a build writes it under a hashed name.
const SCRIPT = `export const labels = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `channel ${i}`))};\n`;
const HASHED = '/assets/index-Bx7Qa1c9.js';

/** The shell page's inline first script (docs/adr/0036). */
const INLINE_SCRIPT = '(function(){globalThis.earlyFrame=document.title})();';

/** The page's entry tag in the head, as Vite writes it. */
const ENTRY_TAG = `<script type="module" src="${HASHED}"></script>`;
/** The entry named by the page's first script instead, which adds it (docs/adr/0035). */
const FIRST_SCRIPT_TAG = `<script src="/assets/kept-screen-Cq1x.js" data-app-scripts="${HASHED}"></script>`;

/**
 * A Vite build folder: index.html with the placeholder and the entry's tag, one hashed script,
 * one public file.
 */
async function buildFolder(
  placeholder: string,
  entryTag = ENTRY_TAG,
  inline = '',
): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'feedline-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>${placeholder}${inline}${entryTag}</head><body>${'<p>shell</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dir, HASHED), SCRIPT);
  writeFileSync(join(dir, 'robots.txt'), `User-agent: *\nDisallow: /\n${'#'.repeat(2000)}\n`);
  await precompressDirectory(dir);
  return dir;
}

function decoded(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const hosts: Array<{ name: string; app: () => FastifyInstance; marker: string }> = [];
const cleanup: Array<() => Promise<void> | void> = [];

let web: TestApp;
let platform: FastifyInstance;

beforeAll(async () => {
  const webDist = await buildFolder(
    `<script id="feedline-config" type="application/json">${WEB_CONFIG_PLACEHOLDER}</script>`,
    ENTRY_TAG,
    `<script>${INLINE_SCRIPT}</script>`,
  );
  const platformDist = await buildFolder(PLATFORM_CONFIG_PLACEHOLDER, FIRST_SCRIPT_TAG);
  cleanup.push(() => rmSync(webDist, { recursive: true, force: true }));
  cleanup.push(() => rmSync(platformDist, { recursive: true, force: true }));
  web = await buildTestApp({ WEB_DIST: webDist, PLATFORM_DIST: platformDist }, { seed: false });
  cleanup.push(() => web.close());
  platform = await buildPlatformApp(
    loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      PLATFORM_URL: 'http://localhost:3001',
      PLATFORM_DIST: platformDist,
      LOG_LEVEL: 'silent',
    }),
  );
  cleanup.push(() => platform.close());
  hosts.push(
    { name: 'the shell', app: () => web.app, marker: '"realtime"' },
    { name: 'the platform host', app: () => platform, marker: 'feedline-platform-config' },
  );
});
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.each([{ index: 0 }, { index: 1 }])('compressed, cacheable assets', ({ index }) => {
  const host = () => hosts[index]!;

  it.each([
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'gzip', encoding: 'gzip' },
    { accept: 'br;q=0.5, gzip;q=1', encoding: 'gzip' },
    { accept: undefined, encoding: undefined },
    { accept: 'identity', encoding: undefined },
  ])(
    'answers a hashed asset in $encoding for Accept-Encoding $accept, immutable',
    async ({ accept, encoding }) => {
      const response = await host()
        .app()
        .inject({ url: HASHED, headers: accept ? { 'accept-encoding': accept } : {} });
      expect(response.statusCode, host().name).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const body = response.rawPayload;
      expect(decoded(encoding, body)).toBe(SCRIPT);
      if (encoding) expect(body.length).toBeLessThan(SCRIPT.length / 3);
    },
  );

  it('sends index.html configured and compressed, revalidated, never the file on disk', async () => {
    const response = await host()
      .app()
      .inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const html = decoded('br', response.rawPayload);
    expect(html).toContain(host().marker);
    expect(html).not.toContain(WEB_CONFIG_PLACEHOLDER);
    expect(html).not.toContain(PLATFORM_CONFIG_PLACEHOLDER);

    const plain = await host().app().inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);

    for (const url of ['/index.html', '/index.html.br', '/index.html.gz']) {
      const raw = await host()
        .app()
        .inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(
        decoded(raw.headers['content-encoding'] as string | undefined, raw.rawPayload),
      ).not.toMatch(/__FEEDLINE_CONFIG__|<!--feedline-platform-config-->/);
    }
  });

  it('revalidates a file without a hashed name, compressed too', async () => {
    const response = await host()
      .app()
      .inject({ url: '/robots.txt', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(decoded('gzip', response.rawPayload)).toMatch(/^User-agent: \*/);
  });
});

describe('the shell page’s inline script', () => {
  it('is allowed by its hash, and no other inline script is', async () => {
    const page = await web.app.inject({ url: '/overview/account/1' });
    expect(page.body).toContain(`<script>${INLINE_SCRIPT}</script>`);
    const hash = createHash('sha256').update(INLINE_SCRIPT, 'utf8').digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']));
    expect(scriptSrc?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });
});

describe('hints for a page that embeds a screen', () => {
  it('connects to the platform host and prefetches its entry for a framed page, and only connects on an overview', async () => {
    const framed = await web.app.inject({ url: '/data-view/site/1?stage=import' });
    expect(framed.body).toContain('<link rel="preconnect" href="http://localhost:3001">');
    // The frame's blocking first script first (its first paint waits for it), then its entry.
    const prefetched = [...framed.body.matchAll(/<link rel="prefetch" href="([^"]+)">/g)].map(
      (match) => match[1],
    );
    expect(prefetched).toEqual([
      'http://localhost:3001/assets/kept-screen-Cq1x.js',
      `http://localhost:3001${HASHED}`,
    ]);

    const overview = await web.app.inject({ url: '/overview/account/1' });
    expect(overview.body).toContain('<link rel="preconnect" href="http://localhost:3001">');
    expect(overview.body).not.toContain('rel="prefetch"');

    // The page may fetch from the platform host, and only from there besides itself.
    expect(framed.headers['content-security-policy']).toMatch(
      /default-src 'self' http:\/\/localhost:3001;/,
    );
  });
});
