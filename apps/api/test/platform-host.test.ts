import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../src/config';
import {
  buildPlatformApp,
  PLATFORM_CONFIG_PLACEHOLDER,
  withPlatformConfig,
} from '../src/platform-host';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    ${PLATFORM_CONFIG_PLACEHOLDER}
    <script type="module" src="/assets/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

let dist: string;
let config: AppConfig;
let app: FastifyInstance;

const configFor = (env: Record<string, string>) =>
  loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    PLATFORM_URL: 'http://localhost:3001',
    LOG_LEVEL: 'silent',
    ...env,
  });

/** The text of the configuration element, as the screens read it. */
function configElementText(html: string): string | undefined {
  return /<script id="feedline-platform-config" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  )?.[1];
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'feedline-platform-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'main.js'), 'console.log("screens");');
  config = configFor({ PLATFORM_DIST: dist });
  app = await buildPlatformApp(config);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the platform host', () => {
  it("writes the screens' configuration into index.html, in its head", async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(PLATFORM_CONFIG_PLACEHOLDER);
    const head = response.body.split('</head>')[0]!;
    expect(JSON.parse(configElementText(head)!)).toEqual({
      shellOrigin: 'http://localhost:3000',
      api: 'http://localhost:3000/api',
    });
  });

  it('answers every screen route with the configured page, and only that page', async () => {
    for (const path of ['/data-view/site/12', '/new/designer/site/3?_locale=de']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(configElementText(response.body), path).toBeDefined();
    }
    const raw = await app.inject('/index.html');
    expect(raw.body).not.toContain(PLATFORM_CONFIG_PLACEHOLDER);
    expect((await app.inject('/assets/main.js')).body).toContain('screens');
  });

  it('lets only the shell frame the screens, and runs no inline script', async () => {
    const csp = String((await app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://localhost:3000');
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:3000/);
    // The configuration is a JSON data block, which browsers never execute: script-src stays 'self'.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    // Workers of the host's own scripts only: the first script's is a blob (docs/adr/0034).
    expect(csp).toMatch(/worker-src 'self' blob:(;|$)/);
  });

  it('sends HSTS over https only (an http host would only be pinned)', async () => {
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const secure = await buildPlatformApp(
      configFor({
        PLATFORM_DIST: dist,
        PUBLIC_URL: 'https://feedline.example',
        PLATFORM_URL: 'https://screens.example',
      }),
    );
    expect((await secure.inject('/')).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    await secure.close();
  });

  it('says how to build the screens when they are not built', async () => {
    const bare = await buildPlatformApp(configFor({ PLATFORM_DIST: join(dist, 'missing') }));
    const response = await bare.inject('/data-view/site/1');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
    await bare.close();
  });
});

describe('withPlatformConfig', () => {
  it('escapes the configuration so that it can never end its element', () => {
    const hostile = { ...config, publicUrl: 'http://localhost:3000/a</script><!--$&' };
    const html = withPlatformConfig(INDEX_HTML, hostile);
    const text = configElementText(html)!;
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      shellOrigin: 'http://localhost:3000',
      api: 'http://localhost:3000/a</script><!--$&/api',
    });
  });

  it('takes the origin of a shell served under a path', () => {
    const text = configElementText(
      withPlatformConfig(INDEX_HTML, { ...config, publicUrl: 'https://feeds.example.com/app' }),
    )!;
    expect(JSON.parse(text)).toEqual({
      shellOrigin: 'https://feeds.example.com',
      api: 'https://feeds.example.com/app/api',
    });
  });
});
