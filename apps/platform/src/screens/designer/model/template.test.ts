import type { DesignerLayer, DesignerTemplateInput } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import {
  MAX_LAYERS,
  designerKindOf,
  fillPlaceholders,
  findTemplateProblem,
  gridPoint,
  isImageSource,
  itemImageOf,
  itemTitleOf,
  moveLayer,
  nearestGridPosition,
  newImageLayer,
  newTextLayer,
  nextLayerId,
  removeLayer,
  resolveImageSource,
  toTemplateInput,
  updateLayer,
} from './template';

const item = {
  _id: 7,
  title: 'Acme Shoe',
  price: 19.95,
  currency: 'EUR',
  sale: null,
  image_link: 'https://acme.nl/img/1.jpg',
};

const text = (id: string, extra: Partial<DesignerLayer> = {}): DesignerLayer =>
  ({ ...newTextLayer([], 'x'), id, ...extra }) as DesignerLayer;

describe('designerKindOf', () => {
  it('reads new from a path under /new/ and classic otherwise', () => {
    expect(designerKindOf('/new/designer/site/4')).toBe('new');
    expect(designerKindOf('new/designer/site/4')).toBe('new');
    expect(designerKindOf('/designer/site/4')).toBe('classic');
    expect(designerKindOf('/designer/new/4')).toBe('classic');
  });
});

describe('fillPlaceholders', () => {
  it('fills fields from the item', () => {
    expect(fillPlaceholders('{title} – {price} {currency}', item)).toBe('Acme Shoe – 19.95 EUR');
  });
  it('turns a null value into nothing and keeps unknown fields as written', () => {
    expect(fillPlaceholders('[{sale}] {colour}', item)).toBe('[] {colour}');
  });
  it('leaves text alone without an item, and braces with spaces are not placeholders', () => {
    expect(fillPlaceholders('{title}', null)).toBe('{title}');
    expect(fillPlaceholders('{ title }', item)).toBe('{ title }');
  });
});

describe('item helpers', () => {
  it('finds the item picture by the usual fields, then any https image field', () => {
    expect(itemImageOf(item)).toBe('https://acme.nl/img/1.jpg');
    expect(itemImageOf({ photo_image: 'https://x.test/a.png' })).toBe('https://x.test/a.png');
    expect(itemImageOf({ image_link: 'http://insecure.test/a.png' })).toBeNull();
    expect(itemImageOf(null)).toBeNull();
  });
  it('names an item by title, then name or id', () => {
    expect(itemTitleOf(item)).toBe('Acme Shoe');
    expect(itemTitleOf({ id: 'SKU-1', title: ' ' })).toBe('SKU-1');
    expect(itemTitleOf({})).toBe('');
  });
  it('resolves an image layer source from an address or a field', () => {
    expect(resolveImageSource('{image_link}', item)).toBe('https://acme.nl/img/1.jpg');
    expect(resolveImageSource('https://cdn.test/logo.png', null)).toBe('https://cdn.test/logo.png');
    expect(resolveImageSource('{title}', item)).toBeNull();
    expect(resolveImageSource('', item)).toBeNull();
  });
  it('takes an http picture of an item only from our own API’s origin', () => {
    const own = 'http://localhost:3000';
    const picture = 'http://localhost:3000/demo-feeds/img/1.svg';
    expect(itemImageOf({ image_link: picture }, own)).toBe(picture);
    expect(itemImageOf({ productImage: picture }, own)).toBe(picture);
    expect(resolveImageSource('{image_link}', { image_link: picture }, own)).toBe(picture);
    // Without our origin, from another http origin, or a look-alike host: nothing.
    expect(itemImageOf({ image_link: picture })).toBeNull();
    expect(itemImageOf({ image_link: 'http://localhost:3001/a.svg' }, own)).toBeNull();
    expect(itemImageOf({ image_link: 'http://localhost:3000.evil.test/a.svg' }, own)).toBeNull();
    expect(itemImageOf({ image_link: 'http://localhost:3000@evil.test/a.svg' }, own)).toBeNull();
    // A template's own address stays https only, as the API takes it.
    expect(resolveImageSource(picture, null, own)).toBeNull();
    expect(resolveImageSource(`${picture} {title}`, item, own)).toBeNull();
  });
  it('accepts an https address or one field as image source', () => {
    expect(isImageSource('https://cdn.test/a.png')).toBe(true);
    expect(isImageSource('{image_link}')).toBe(true);
    expect(isImageSource('http://cdn.test/a.png')).toBe(false);
    expect(isImageSource('{a} {b}')).toBe(false);
    expect(isImageSource('')).toBe(false);
  });
});

describe('layers', () => {
  it('gives new layers unused ids per type', () => {
    const layers = [text('text-1'), text('text-3')];
    expect(nextLayerId(layers, 'text')).toBe('text-4');
    expect(nextLayerId(layers, 'image')).toBe('image-1');
    expect(newImageLayer(layers)).toMatchObject({ id: 'image-1', type: 'image', src: '' });
    expect(newTextLayer(layers, '{title}')).toMatchObject({ text: '{title}', background: null });
  });
  it('moves a layer one step and stops at either end', () => {
    const layers = [text('a'), text('b'), text('c')];
    expect(moveLayer(layers, 'a', 1).map((l) => l.id)).toEqual(['b', 'a', 'c']);
    expect(moveLayer(layers, 'b', -1).map((l) => l.id)).toEqual(['b', 'a', 'c']);
    expect(moveLayer(layers, 'c', 1).map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(moveLayer(layers, 'a', -1).map((l) => l.id)).toEqual(['a', 'b', 'c']);
    expect(moveLayer(layers, 'zz', 1).map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });
  it('removes and updates one layer by id', () => {
    const layers = [text('a'), text('b')];
    expect(removeLayer(layers, 'a').map((l) => l.id)).toEqual(['b']);
    expect(updateLayer(layers, text('b', { x: 50 }))[1]).toMatchObject({ id: 'b', x: 50 });
  });
});

describe('classic grid', () => {
  it('maps the nine positions to corners and back', () => {
    expect(gridPoint('top-left')).toEqual({ x: 5, y: 5 });
    expect(gridPoint('centre')).toEqual({ x: 40, y: 40 });
    expect(gridPoint('bottom-right')).toEqual({ x: 75, y: 75 });
    expect(nearestGridPosition(70, 10)).toBe('top-right');
    expect(nearestGridPosition(0, 100)).toBe('bottom-left');
  });
});

describe('template checks', () => {
  const template: DesignerTemplateInput = {
    name: 'Sale',
    background: '#ffffff',
    layers: [text('a')],
  };
  it('accepts a valid template', () => {
    expect(findTemplateProblem(template)).toBeNull();
  });
  it('names the first problem the API would refuse', () => {
    expect(findTemplateProblem({ ...template, name: '  ' })).toBe('name');
    expect(findTemplateProblem({ ...template, background: '#fff' })).toBe('colour');
    expect(findTemplateProblem({ ...template, layers: [text('a', { background: 'red' })] })).toBe(
      'colour',
    );
    expect(
      findTemplateProblem({ ...template, layers: [{ ...newImageLayer([]), src: 'ftp://x' }] }),
    ).toBe('image-source');
    const many = Array.from({ length: MAX_LAYERS + 1 }, (_, i) => text(`t${i}`));
    expect(findTemplateProblem({ ...template, layers: many })).toBe('layer-limit');
  });
  it('keeps numbers inside the contract ranges and trims the name', () => {
    const input = toTemplateInput({
      name: ' Sale ',
      background: '#000000',
      layers: [text('a', { x: 120, y: -3, fontSize: 2.6 }), { ...newImageLayer([]), width: 0 }],
    });
    expect(input.name).toBe('Sale');
    expect(input.layers[0]).toMatchObject({ x: 100, y: 0, fontSize: 6 });
    expect(input.layers[1]).toMatchObject({ width: 1 });
  });
});
