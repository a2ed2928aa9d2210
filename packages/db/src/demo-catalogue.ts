export const BRANDS = ['Acme', 'Nimbus', 'Forma', 'Veldt', 'Kestrel'];
export const COLORS = ['black', 'white', 'red', 'blue', 'green', 'beige'];
export const CATEGORIES = ['Shoes', 'Bags', 'Jackets', 'Lamps', 'Cushions'];

/**
 * Items whose shop has no GTIN for them (the field is empty): what the demo's warning "3 items
 * have no gtin" is about, and what the data view's "gtin is empty" filter finds.
 */
export const ITEMS_WITHOUT_GTIN: readonly number[] = [14, 27, 39];

const withoutTrailingSlash = (baseUrl: string) => baseUrl.replace(/\/+$/, '');

/**
 * Where the demo items' pictures are served (demo-images.ts draws them), below the api's
 * PUBLIC_URL: a made-up shop host would not resolve, so the demo's pages would show broken
 * pictures. One picture per category and colour: item n shows picture ((n - 1) mod 30) + 1, which
 * has that item's category and colour (demoItems cycles both).
 */
export const DEMO_IMAGES_PATH = '/demo-feeds/img';

export const DEMO_IMAGE_COUNT = CATEGORIES.length * COLORS.length;

/** The picture number of demo item n (1-based). */
export const demoImageNumberOf = (n: number) => ((n - 1) % DEMO_IMAGE_COUNT) + 1;

/** The address of demo item n's picture, served at `baseUrl` (the api's PUBLIC_URL). */
export function demoImageUrl(baseUrl: string, n: number): string {
  return `${withoutTrailingSlash(baseUrl)}${DEMO_IMAGES_PATH}/${demoImageNumberOf(n)}.svg`;
}

/**
 * Where the demo shops' product pages are served, below the api's PUBLIC_URL: the demo items'
 * `link`, which a made-up shop host would leave dead. `…/demo-shop/acme.nl/` is a shop's front
 * page, `…/demo-shop/acme.nl/p/7` its item 7.
 */
export const DEMO_SHOP_PATH = '/demo-shop';

/** Where the demo's help page is served, below the api's PUBLIC_URL. */
export const DEMO_HELP_PATH = '/demo-help/';

/** The address of the demo's help page, served at `baseUrl` (the api's PUBLIC_URL). */
export const demoHelpUrl = (baseUrl: string) => `${withoutTrailingSlash(baseUrl)}${DEMO_HELP_PATH}`;

/** The address of the front page of the demo shop `host` (a site's host-like name). */
export function demoShopUrl(baseUrl: string, host: string): string {
  return `${withoutTrailingSlash(baseUrl)}${DEMO_SHOP_PATH}/${host}/`;
}

/** What the addresses of the demo shop `host`'s product pages start with (the number follows). */
export function demoProductUrlPrefix(baseUrl: string, host: string): string {
  return `${demoShopUrl(baseUrl, host)}p/`;
}

/** The address of demo item n's product page in the demo shop `host`. */
export function demoProductUrl(baseUrl: string, host: string, n: number): string {
  return `${demoProductUrlPrefix(baseUrl, host)}${n}`;
}

/**
 * Demo item n (1-based) of the shop `host`: the same input gives the same item on every machine.
 * Its picture and product page are served at `baseUrl` (the api's PUBLIC_URL).
 */
export function demoItem(n: number, host: string, baseUrl: string) {
  const index = n - 1;
  const category = CATEGORIES[index % CATEGORIES.length]!;
  const color = COLORS[index % COLORS.length]!;
  const sku = `SKU-${String(n).padStart(6, '0')}`;
  return {
    externalId: sku,
    data: {
      id: sku,
      title: `${BRANDS[index % BRANDS.length]} ${category.replace(/s$/, '')} ${color} ${n}`,
      description: `A ${color} ${category.toLowerCase().replace(/s$/, '')} from the demo catalogue.`,
      price: Math.round((9.95 + ((index * 7.31) % 190)) * 100) / 100,
      currency: 'EUR',
      brand: BRANDS[index % BRANDS.length]!,
      color,
      category,
      availability: index % 9 === 0 ? 'out of stock' : 'in stock',
      gtin: ITEMS_WITHOUT_GTIN.includes(n) ? '' : String(8_710_000_000_000 + n),
      link: demoProductUrl(baseUrl, host, n),
      image_link: demoImageUrl(baseUrl, n),
    },
  };
}

/** The first `count` demo items of the shop `host` (demoItem). */
export function demoItems(count: number, host: string, baseUrl: string) {
  return Array.from({ length: count }, (_, index) => demoItem(index + 1, host, baseUrl));
}
