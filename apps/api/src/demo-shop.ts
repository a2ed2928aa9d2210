import {
  DEMO_SHOP_PATH,
  demoImageUrl,
  demoItem,
  demoProductUrl,
  demoShopSize,
  demoShopUrl,
  isDemoShopHost,
} from '@feedline/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { demoPageLayout, localeOf } from './demo-pages';
import { DEMO_PAGES_TEXT, type DemoShopText } from './demo-pages-text';
import type { Locale } from './identity/messages';
import { escapeHtml } from './lib/escape-html';
import { notFound } from './lib/http-error';

/**
 * With the demo data only: the made-up shops of the demo sites, so that the demo items' `link`
 * (and a feed's shop) lead to a page the demo serves, never to a host that does not resolve.
 * A product page shows the demo catalogue's item (packages/db demo-catalogue), as the shop's feed
 * has it; the front page lists the shop's feed's products. Same look as the demo's help page.
 */

/** The largest item number a product page answers for (the large site's catalogue fits). */
const MAX_ITEM = 99_999_999;

/** The money format of each page language (English as en-GB, as the product's own formatter). */
const MONEY_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

const fill = (text: string, shop: string) => text.replace('{shop}', shop);

type Item = ReturnType<typeof demoItem>['data'];

function money(item: Item, locale: Locale): string {
  return new Intl.NumberFormat(MONEY_LOCALES[locale], {
    style: 'currency',
    currency: item.currency,
  }).format(item.price);
}

/** The catalogue's words are English: marked so, on a page in another language. */
const english = (locale: Locale) => (locale === 'en' ? '' : ' lang="en"');

function productMain(n: number, item: Item, text: DemoShopText, locale: Locale): string {
  const facts: [string, string][] = [
    [text.sku, escapeHtml(item.id)],
    [text.price, escapeHtml(money(item, locale))],
    [
      text.availability,
      escapeHtml(item.availability === 'in stock' ? text.inStock : text.outOfStock),
    ],
    [text.brand, escapeHtml(item.brand)],
    [text.color, `<span${english(locale)}>${escapeHtml(item.color)}</span>`],
    [text.category, `<span${english(locale)}>${escapeHtml(item.category)}</span>`],
    [text.gtin, escapeHtml(item.gtin || text.noGtin)],
  ];
  const list = facts
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`)
    .join('');
  // The item's picture (its image_link), from this origin; the heading says what it shows.
  return (
    `<div class="product">\n<img src="${demoImageUrl('', n)}" alt="" width="200" height="200">\n` +
    `<div>\n<p${english(locale)}>${escapeHtml(item.description)}</p>\n<dl>${list}</dl>\n</div>\n</div>`
  );
}

interface ShopParams {
  host: string;
  number?: string;
}

/** The shop of the request, or a 404 for any name that is not a demo site's shop. */
function shopOf(request: FastifyRequest<{ Params: ShopParams }>): string {
  const { host } = request.params;
  if (!isDemoShopHost(host)) throw notFound('Demo shop');
  return host;
}

export async function demoShopRoutes(app: FastifyInstance) {
  const { config } = app;
  const send = (reply: FastifyReply, html: string) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('vary', 'Accept-Language')
      .send(html);

  app.get<{ Params: ShopParams; Querystring: { lang?: string } }>(
    `${DEMO_SHOP_PATH}/:host/`,
    { schema: { hide: true } },
    async (request, reply) => {
      const shop = shopOf(request);
      const locale = localeOf(request);
      const text = DEMO_PAGES_TEXT[locale].shop;
      const list = Array.from({ length: demoShopSize(shop) }, (_, index) => {
        const { data } = demoItem(index + 1, shop, config.publicUrl);
        return (
          `<li><a href="${escapeHtml(demoProductUrl('', shop, index + 1))}?lang=${locale}"` +
          `${english(locale)}>${escapeHtml(data.title)}</a> · ${escapeHtml(money(data, locale))}</li>`
        );
      }).join('\n');
      return send(
        reply,
        demoPageLayout({
          locale,
          path: `${DEMO_SHOP_PATH}/${shop}/`,
          title: fill(text.title, shop),
          note: text.note,
          main: `<h2>${escapeHtml(text.products)}</h2>\n<ul class="products">\n${list}\n</ul>`,
          footerLinks: [],
          shellUrl: config.publicUrl,
        }),
      );
    },
  );

  app.get<{ Params: ShopParams; Querystring: { lang?: string } }>(
    `${DEMO_SHOP_PATH}/:host/p/:number`,
    { schema: { hide: true } },
    async (request, reply) => {
      const shop = shopOf(request);
      const digits = /^[1-9][0-9]{0,7}$/.exec(request.params.number ?? '')?.[0];
      if (digits === undefined || Number(digits) > MAX_ITEM) throw notFound('Demo product');
      const locale = localeOf(request);
      const text = DEMO_PAGES_TEXT[locale].shop;
      const n = Number(digits);
      const { data: item } = demoItem(n, shop, config.publicUrl);
      const shopLink =
        `<a href="${escapeHtml(demoShopUrl('', shop))}?lang=${locale}">` +
        `${escapeHtml(fill(text.toShop, shop))}</a>`;
      return send(
        reply,
        demoPageLayout({
          locale,
          path: `${DEMO_SHOP_PATH}/${shop}/p/${digits}`,
          title: item.title,
          titleLang: 'en',
          note: text.note,
          main: productMain(n, item, text, locale),
          footerLinks: [shopLink],
          shellUrl: config.publicUrl,
        }),
      );
    },
  );
}
