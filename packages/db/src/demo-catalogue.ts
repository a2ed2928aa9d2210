export const BRANDS = ['Acme', 'Nimbus', 'Forma', 'Veldt', 'Kestrel'];
export const COLORS = ['black', 'white', 'red', 'blue', 'green', 'beige'];
export const CATEGORIES = ['Shoes', 'Bags', 'Jackets', 'Lamps', 'Cushions'];

/**
 * Items whose shop has no GTIN for them (the field is empty): what the demo's warning "3 items
 * have no gtin" is about, and what the data view's "gtin is empty" filter finds.
 */
export const ITEMS_WITHOUT_GTIN: readonly number[] = [14, 27, 39];

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
  return `${baseUrl.replace(/\/+$/, '')}${DEMO_IMAGES_PATH}/${demoImageNumberOf(n)}.svg`;
}

/**
 * Deterministic demo products: the same input gives the same items on every machine. Their
 * pictures are served at `imageBaseUrl` (the api's PUBLIC_URL).
 */
export function demoItems(count: number, host: string, imageBaseUrl: string) {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const category = CATEGORIES[index % CATEGORIES.length]!;
    const color = COLORS[index % COLORS.length]!;
    return {
      externalId: `SKU-${String(n).padStart(6, '0')}`,
      data: {
        id: `SKU-${String(n).padStart(6, '0')}`,
        title: `${BRANDS[index % BRANDS.length]} ${category.replace(/s$/, '')} ${color} ${n}`,
        description: `A ${color} ${category.toLowerCase().replace(/s$/, '')} from the demo catalogue.`,
        price: Math.round((9.95 + ((index * 7.31) % 190)) * 100) / 100,
        currency: 'EUR',
        brand: BRANDS[index % BRANDS.length]!,
        color,
        category,
        availability: index % 9 === 0 ? 'out of stock' : 'in stock',
        gtin: ITEMS_WITHOUT_GTIN.includes(n) ? '' : String(8_710_000_000_000 + n),
        link: `https://${host}/p/${n}`,
        image_link: demoImageUrl(imageBaseUrl, n),
      },
    };
  });
}
