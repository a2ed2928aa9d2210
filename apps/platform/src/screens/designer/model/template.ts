import type {
  DesignerKind,
  DesignerLayer,
  DesignerTemplateInput,
  ItemValue,
} from '@feedline/contracts';

/** The contract's limit (DESIGNER_MAX_LAYERS); kept here so the screen does not bundle zod. */
export const MAX_LAYERS = 20;

export type TextLayer = Extract<DesignerLayer, { type: 'text' }>;
export type ImageLayer = Extract<DesignerLayer, { type: 'image' }>;
export type SampleItem = Readonly<Record<string, ItemValue>>;

/** `new/designer/site/…` opens the new designer; every other designer path the classic one. */
export function designerKindOf(pathname: string): DesignerKind {
  return pathname.replace(/^\/+/, '').startsWith('new/') ? 'new' : 'classic';
}

const PLACEHOLDER = /\{([^{}\s]+)\}/g;
/** A source that is exactly one `{field}`. */
const FIELD_REFERENCE = /^\{[^{}\s]+\}$/;

/**
 * Fills `{field}` placeholders from the item. A field the item lacks stays as written, so a typo in
 * a placeholder shows in the preview instead of silently vanishing.
 */
export function fillPlaceholders(text: string, item: SampleItem | null): string {
  if (!item) return text;
  return text.replace(PLACEHOLDER, (whole, field: string) => {
    if (!(field in item)) return whole;
    const value = item[field];
    return value === null || value === undefined ? '' : String(value);
  });
}

/** Item fields that usually hold the product picture, in the order they are tried. */
const IMAGE_FIELDS = ['image_link', 'image', 'image_url', 'imageUrl', 'picture'];

const isHttpsAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https:\/\/\S+$/.test(value);

/**
 * A picture the preview may load: an https address, or one of our own API's origin (`ownOrigin`),
 * which may be plain http on a machine of its own (the demo serves its product pictures there).
 * Nothing else over http: an item's data comes from outside, and a picture of any other http
 * host would be mixed content or a request to a host nobody vouched for.
 */
function isPictureAddress(value: unknown, ownOrigin: string | undefined): value is string {
  if (isHttpsAddress(value)) return true;
  if (ownOrigin === undefined || typeof value !== 'string' || !/^http:\/\/\S+$/.test(value)) {
    return false;
  }
  try {
    return new URL(value).origin === ownOrigin;
  } catch {
    return false;
  }
}

/** The address of the item's own picture, if it has one. */
export function itemImageOf(item: SampleItem | null, ownOrigin?: string): string | null {
  if (!item) return null;
  for (const field of IMAGE_FIELDS) {
    const value = item[field];
    if (isPictureAddress(value, ownOrigin)) return value;
  }
  const other = Object.entries(item).find(
    ([key, value]) => /image/i.test(key) && isPictureAddress(value, ownOrigin),
  );
  return other ? (other[1] as string) : null;
}

/** A readable name of an item for the picker and the placeholder box. */
export function itemTitleOf(item: SampleItem): string {
  for (const field of ['title', 'name', 'id', '_id']) {
    const value = item[field];
    if (value !== null && value !== undefined && String(value).trim() !== '') return String(value);
  }
  return '';
}

/**
 * What an image layer shows: its https address, or the one in the item field it names (which may
 * also be on our own API's origin, see isPictureAddress).
 */
export function resolveImageSource(
  src: string,
  item: SampleItem | null,
  ownOrigin?: string,
): string | null {
  const trimmed = src.trim();
  const filled = fillPlaceholders(trimmed, item);
  if (isHttpsAddress(filled)) return filled;
  // The template's own address must be https (the API's rule); an item's may be our own http.
  return FIELD_REFERENCE.test(trimmed) && isPictureAddress(filled, ownOrigin) ? filled : null;
}

/** A layer id unused in the template: `text-3`, `image-1` … */
export function nextLayerId(layers: readonly DesignerLayer[], type: DesignerLayer['type']): string {
  const taken = new Set(layers.map((layer) => layer.id));
  let n = layers.filter((layer) => layer.type === type).length + 1;
  while (taken.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

export function newTextLayer(layers: readonly DesignerLayer[], text: string): TextLayer {
  return {
    id: nextLayerId(layers, 'text'),
    type: 'text',
    text,
    x: 5,
    y: 5,
    fontSize: 24,
    color: '#000000',
    background: null,
    bold: false,
  };
}

export function newImageLayer(layers: readonly DesignerLayer[]): ImageLayer {
  return {
    id: nextLayerId(layers, 'image'),
    type: 'image',
    src: '',
    x: 70,
    y: 5,
    width: 25,
    height: 25,
  };
}

/** Moves a layer one step towards the front (+1) or the back (-1); unchanged at either end. */
export function moveLayer(
  layers: readonly DesignerLayer[],
  id: string,
  step: 1 | -1,
): DesignerLayer[] {
  const from = layers.findIndex((layer) => layer.id === id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= layers.length) return [...layers];
  const next = [...layers];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

export function removeLayer(layers: readonly DesignerLayer[], id: string): DesignerLayer[] {
  return layers.filter((layer) => layer.id !== id);
}

/** Replaces one layer with a changed copy; the type of a layer never changes. */
export function updateLayer(
  layers: readonly DesignerLayer[],
  changed: DesignerLayer,
): DesignerLayer[] {
  return layers.map((layer) => (layer.id === changed.id ? changed : layer));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The template as the API takes it: numbers kept inside the contract's ranges (the number inputs
 * may hold a value being typed), the name trimmed.
 */
export function toTemplateInput(template: DesignerTemplateInput): DesignerTemplateInput {
  return {
    name: template.name.trim(),
    background: template.background,
    layers: template.layers.map((layer) =>
      layer.type === 'text'
        ? {
            ...layer,
            x: clamp(layer.x, 0, 100),
            y: clamp(layer.y, 0, 100),
            fontSize: Math.round(clamp(layer.fontSize, 6, 200)),
          }
        : {
            ...layer,
            x: clamp(layer.x, 0, 100),
            y: clamp(layer.y, 0, 100),
            width: clamp(layer.width, 1, 100),
            height: clamp(layer.height, 1, 100),
          },
    ),
  };
}

/** The nine fixed positions of the classic designer, as the top-left corner in percent. */
export const GRID_POSITIONS = [
  'top-left',
  'top',
  'top-right',
  'left',
  'centre',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
] as const;
export type GridPosition = (typeof GRID_POSITIONS)[number];

const GRID_STEPS = [5, 40, 75] as const;

export function gridPoint(position: GridPosition): { x: number; y: number } {
  const index = GRID_POSITIONS.indexOf(position);
  return { x: GRID_STEPS[index % 3]!, y: GRID_STEPS[Math.floor(index / 3)]! };
}

/** The grid cell nearest to a layer's position (a template saved by the new designer may sit anywhere). */
export function nearestGridPosition(x: number, y: number): GridPosition {
  const nearest = (value: number) =>
    GRID_STEPS.reduce(
      (best, step, index) =>
        Math.abs(step - value) < Math.abs(GRID_STEPS[best]! - value) ? index : best,
      0,
    );
  return GRID_POSITIONS[nearest(y) * 3 + nearest(x)]!;
}

const COLOUR = /^#[0-9a-fA-F]{6}$/;

/** An image layer's source the API accepts: an https address or one `{field}`. */
export const isImageSource = (src: string): boolean =>
  isHttpsAddress(src.trim()) || FIELD_REFERENCE.test(src.trim());

export type TemplateProblem = 'name' | 'colour' | 'image-source' | 'layer-limit';

/** The first reason the API would refuse the template, checked before sending it. */
export function findTemplateProblem(template: DesignerTemplateInput): TemplateProblem | null {
  if (template.name.trim() === '' || template.name.trim().length > 80) return 'name';
  if (template.layers.length > MAX_LAYERS) return 'layer-limit';
  const colours = [
    template.background,
    ...template.layers.flatMap((layer) =>
      layer.type === 'text'
        ? [layer.color, ...(layer.background === null ? [] : [layer.background])]
        : [],
    ),
  ];
  if (!colours.every((colour) => COLOUR.test(colour))) return 'colour';
  if (template.layers.some((layer) => layer.type === 'image' && !isImageSource(layer.src))) {
    return 'image-source';
  }
  return null;
}
