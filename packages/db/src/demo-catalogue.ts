export const BRANDS = ['Acme', 'Nimbus', 'Forma', 'Veldt', 'Kestrel'];
export const COLORS = ['black', 'white', 'red', 'blue', 'green', 'beige'];
export const CATEGORIES = ['Shoes', 'Bags', 'Jackets', 'Lamps', 'Cushions'];

/**
 * Items whose shop has no GTIN for them (the field is empty): what the demo's warning "3 items
 * have no gtin" is about, and what the data view's "gtin is empty" filter finds.
 */
export const ITEMS_WITHOUT_GTIN: readonly number[] = [14, 27, 39];

/** Deterministic demo products: the same input gives the same items on every machine. */
export function demoItems(count: number, host: string) {
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
        image_link: `https://${host}/img/${n}.jpg`,
      },
    };
  });
}
