import { describe, expect, it } from 'vitest';
import {
  arrangeColumns,
  DEFAULT_LAYOUT,
  moveColumn,
  orderColumns,
  parseLayout,
  showColumn,
} from './column-layout';

const AVAILABLE = ['id', 'title', 'price', 'gtin'];

describe('column layout', () => {
  it('shows every column in the page order by default', () => {
    expect(arrangeColumns(AVAILABLE, DEFAULT_LAYOUT)).toEqual(AVAILABLE);
  });

  it('moves a column, keeping columns it never named after the named ones', () => {
    const moved = moveColumn(DEFAULT_LAYOUT, AVAILABLE, 'price', -1);
    expect(arrangeColumns(AVAILABLE, moved)).toEqual(['id', 'price', 'title', 'gtin']);
    // A field the site gains later is shown at the end.
    expect(arrangeColumns([...AVAILABLE, 'brand'], moved)).toEqual([
      'id',
      'price',
      'title',
      'gtin',
      'brand',
    ]);
    // Nothing moves past either end.
    expect(moveColumn(DEFAULT_LAYOUT, AVAILABLE, 'id', -1)).toBe(DEFAULT_LAYOUT);
    expect(moveColumn(DEFAULT_LAYOUT, AVAILABLE, 'gtin', 1)).toBe(DEFAULT_LAYOUT);
  });

  it('hides and shows columns, but never the last one shown', () => {
    const hidden = showColumn(DEFAULT_LAYOUT, AVAILABLE, 'title', false);
    expect(arrangeColumns(AVAILABLE, hidden)).toEqual(['id', 'price', 'gtin']);
    // The chooser still lists it, in its place.
    expect(orderColumns(AVAILABLE, hidden)).toEqual(AVAILABLE);
    expect(arrangeColumns(AVAILABLE, showColumn(hidden, AVAILABLE, 'title', true))).toEqual(
      AVAILABLE,
    );
    const one = ['id', 'title', 'price'].reduce(
      (layout, name) => showColumn(layout, AVAILABLE, name, false),
      DEFAULT_LAYOUT,
    );
    expect(showColumn(one, AVAILABLE, 'gtin', false)).toBe(one);
  });

  it('reads a stored layout, and the default from anything else', () => {
    expect(parseLayout({ order: ['price', 3], hidden: ['gtin'] })).toEqual({
      order: ['price'],
      hidden: ['gtin'],
    });
    expect(parseLayout('nonsense')).toEqual(DEFAULT_LAYOUT);
    expect(parseLayout(null)).toEqual(DEFAULT_LAYOUT);
  });
});
