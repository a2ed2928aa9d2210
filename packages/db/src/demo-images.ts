import { CATEGORIES, COLORS, DEMO_IMAGE_COUNT } from './demo-catalogue';

/**
 * The demo's product pictures (see DEMO_IMAGES_PATH): small SVG drawings generated here, one per
 * category and colour, served by the api beside the demo feeds.
 */
export const DEMO_IMAGE_CONTENT_TYPE = 'image/svg+xml';

const FILLS: Record<string, string> = {
  black: '#343a40',
  white: '#f8f9fa',
  red: '#e03131',
  blue: '#1971c2',
  green: '#2f9e44',
  beige: '#d8c3a5',
};

/** One outline per category, on a 400 × 400 canvas. */
const SHAPES: Record<string, string> = {
  Shoes:
    '<path d="M60 270V190q0-22 22-22h62q18 32 62 38l92 12q42 6 42 42v10z"/>' +
    '<rect x="52" y="270" width="296" height="26" rx="10"/>',
  Bags:
    '<path d="M140 170v-30a60 60 0 0 1 120 0v30" fill="none" stroke-width="16"/>' +
    '<rect x="90" y="160" width="220" height="170" rx="24"/>',
  Jackets:
    '<path d="M150 90l50 30 50-30 80 40 40 130-50 16-30-90v184H110V176l-30 90-50-16 40-130z"/>' +
    '<path d="M200 120v196" fill="none"/>',
  Lamps:
    '<path d="M140 90h120l50 120H90z"/>' +
    '<rect x="192" y="210" width="16" height="110"/>' +
    '<rect x="130" y="318" width="140" height="20" rx="8"/>',
  Cushions:
    '<path d="M90 110q110 30 220 0q-30 90 0 180q-110-30-220 0q30-90 0-180z"/>' +
    '<circle cx="200" cy="200" r="10" fill="none"/>',
};

/** The SVG of picture `number` (1 … DEMO_IMAGE_COUNT), or undefined for any other. */
export function demoImageSvg(number: number): string | undefined {
  if (!Number.isInteger(number) || number < 1 || number > DEMO_IMAGE_COUNT) return undefined;
  const category = CATEGORIES[(number - 1) % CATEGORIES.length]!;
  const color = COLORS[(number - 1) % COLORS.length]!;
  const label = `${color} ${category.toLowerCase().replace(/s$/, '')}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" ' +
    `role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    '<rect width="400" height="400" fill="#f1f3f5"/>' +
    `<g fill="${FILLS[color]}" stroke="#212529" stroke-width="4" stroke-linejoin="round">` +
    `${SHAPES[category]}</g></svg>`
  );
}
