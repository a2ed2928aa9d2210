import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webConfigOf } from '../src/plugins/web-app';
import { buildTestApp, type TestApp } from './helper';

let demo: TestApp;
let configured: TestApp;

beforeAll(async () => {
  demo = await buildTestApp();
  configured = await buildTestApp({
    SEED_DEMO: 'false',
    CONTENT_PORTAL_URL: 'https://portal.example.com',
    CONTENT_PORTAL_HELP_URL: 'https://help.example.com/portal',
    SUPPORT_EMAIL: 'help@example.com',
  });
});
afterAll(async () => {
  await demo.close();
  await configured.close();
});

describe('the demo’s content portal and help page', () => {
  it('are what the demo configuration gives the shell', () => {
    expect(webConfigOf(demo.config).links).toMatchObject({
      contentPortal: 'http://localhost:3000/demo-portal/',
      contentPortalHelp: 'http://localhost:3000/demo-help/',
      supportEmail: 'support@feedline.test',
    });
  });

  it('answer with a page of their own, under the api’s security policy', async () => {
    for (const [url, heading] of [
      ['/demo-portal/', 'Content Portal'],
      ['/demo-help/', 'Feedline help'],
    ] as const) {
      const answer = await demo.app.inject(url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.body).toContain(`<h1>${heading}</h1>`);
      expect(answer.body).toContain('<html lang="en">');
      // Nothing from elsewhere: no script at all, and the only absolute address is the shell's.
      expect(answer.body).not.toMatch(/<script/i);
      expect(answer.body.match(/https?:\/\/[^"<\s]+/g)).toEqual(['http://localhost:3000/']);
    }
  });

  it('help about feeds, data flows and exports, and the support address', async () => {
    const body = (await demo.app.inject('/demo-help/')).body;
    for (const heading of ['Feeds and data sources', 'Data flows', 'Exports', 'Getting help']) {
      expect(body).toContain(`<h2>${heading}</h2>`);
    }
    expect(body).toContain('<a href="mailto:support@feedline.test">support@feedline.test</a>');
  });

  it('speak German and French, by ?lang= or by the browser’s languages', async () => {
    const german = await demo.app.inject('/demo-help?lang=de');
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<h1>Feedline-Hilfe</h1>');
    const french = await demo.app.inject({
      url: '/demo-portal/',
      headers: { 'accept-language': 'fr-CH, fr;q=0.9, en;q=0.8' },
    });
    expect(french.body).toContain('<html lang="fr">');
    expect(french.body).toContain(
      '<a href="/demo-portal/?lang=fr" hreflang="fr" lang="fr" aria-current="true">',
    );
    expect(french.headers.vary).toContain('Accept-Language');
    // An explicit choice wins over the browser's; a language we do not speak falls back.
    const explicit = await demo.app.inject({
      url: '/demo-help/?lang=en',
      headers: { 'accept-language': 'de' },
    });
    expect(explicit.body).toContain('<html lang="en">');
    expect((await demo.app.inject('/demo-help/?lang=xx')).body).toContain('<html lang="en">');
  });

  it('are not served without the demo data, where the configured addresses are used', async () => {
    expect(configured.config.links).toMatchObject({
      contentPortal: 'https://portal.example.com',
      contentPortalHelp: 'https://help.example.com/portal',
      supportEmail: 'help@example.com',
    });
    // What any unknown path gets (here the shell's fallback, which is not built in tests).
    for (const url of ['/demo-portal/', '/demo-help/']) {
      const answer = await configured.app.inject(url);
      expect(answer.statusCode).not.toBe(200);
      expect(answer.body).not.toContain('<h1>');
    }
  });
});
