import { schema } from '@feedline/db';
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

describe('the demo shops’ pages', () => {
  it('answer every demo item’s link with its product page', async () => {
    const items = await demo.db.select({ data: schema.siteItems.data }).from(schema.siteItems);
    expect(items.length).toBeGreaterThanOrEqual(50);
    for (const { data } of items) {
      const link = new URL(String(data.link));
      expect(link.origin).toBe('http://localhost:3000');
      const answer = await demo.app.inject(link.pathname);
      expect(answer.statusCode, link.pathname).toBe(200);
      expect(answer.body).toContain(`<h1>${String(data.title)}</h1>`);
    }
  });

  it('show the item as its shop’s feed has it, under the api’s security policy', async () => {
    const answer = await demo.app.inject('/demo-shop/acme.nl/p/7');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    const body = answer.body;
    expect(body).toContain('<h1>Nimbus Bag black 7</h1>');
    expect(body).toContain('<dt>Item number</dt><dd>SKU-000007</dd>');
    expect(body).toContain('<dt>Price</dt><dd>€53.81</dd>');
    expect(body).toContain('<dt>Availability</dt><dd>In stock</dd>');
    expect(body).toContain('<dt>GTIN</dt><dd>8710000000007</dd>');
    expect(body).toContain('<img src="/demo-feeds/img/7.svg"');
    expect(body).toContain('<a href="/demo-shop/acme.nl/?lang=en">All products of acme.nl</a>');
    expect(body).not.toMatch(/<script/i);
    expect(body.match(/https?:\/\/[^"<\s]+/g)).toEqual(['http://localhost:3000/']);
    // The picture it shows is served.
    expect((await demo.app.inject('/demo-feeds/img/7.svg')).statusCode).toBe(200);
    // An item without a GTIN says so.
    expect((await demo.app.inject('/demo-shop/acme.nl/p/14')).body).toContain(
      '<dt>GTIN</dt><dd>none</dd>',
    );
  });

  it('speak the reader’s language; the catalogue’s own words are marked English', async () => {
    const german = (await demo.app.inject('/demo-shop/acme.nl/p/1?lang=de')).body;
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<dt>Preis</dt><dd>9,95\u00a0€</dd>');
    expect(german).toContain('<dd>Nicht auf Lager</dd>');
    expect(german).toContain('<h1 lang="en">Acme Shoe black 1</h1>');
    expect(german).toContain('<p lang="en">A black shoe from the demo catalogue.</p>');
    const french = await demo.app.inject({
      url: '/demo-shop/acme.be/',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.body).toContain('<h1>acme.be – boutique de démo</h1>');
  });

  it('list a shop’s products on its front page, which the shop’s feed names', async () => {
    const answer = await demo.app.inject('/demo-shop/acme.be/');
    expect(answer.statusCode).toBe(200);
    const links = [...answer.body.matchAll(/href="(\/demo-shop\/acme\.be\/p\/\d+)\?lang=en"/g)];
    expect(links.map((match) => match[1])).toEqual(
      Array.from({ length: 30 }, (_, index) => `/demo-shop/acme.be/p/${index + 1}`),
    );
    const feed = (await demo.app.inject('/demo-feeds/acme.be-products.xml')).body;
    expect(feed).toContain('<link>http://localhost:3000/demo-shop/acme.be/</link>');
  });

  it('answer 404 for a shop or an item the demo does not have', async () => {
    for (const url of [
      '/demo-shop/example.com/',
      '/demo-shop/example.com/p/1',
      '/demo-shop/acme.nl/p/0',
      '/demo-shop/acme.nl/p/007',
      '/demo-shop/acme.nl/p/x',
      '/demo-shop/acme.nl/p/123456789',
      '/demo-shop/constructor/p/1',
    ]) {
      const answer = await demo.app.inject(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toMatchObject({ statusCode: 404 });
    }
  });

  it('are not served without the demo data', async () => {
    const answer = await configured.app.inject('/demo-shop/acme.nl/p/1');
    expect(answer.statusCode).not.toBe(200);
    expect(answer.body).not.toContain('<h1>');
  });
});
