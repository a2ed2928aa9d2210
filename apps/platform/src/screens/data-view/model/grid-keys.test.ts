import { describe, expect, it } from 'vitest';
import { moveCell } from './grid-keys';

const bounds = { rows: 100, cols: 5, page: 10 };
const from = { row: 4, col: 2 };

describe('moving in the data grid by keyboard (WAI-ARIA grid)', () => {
  it.each([
    ['ArrowUp', { row: 3, col: 2 }],
    ['ArrowDown', { row: 5, col: 2 }],
    ['ArrowLeft', { row: 4, col: 1 }],
    ['ArrowRight', { row: 4, col: 3 }],
    ['Home', { row: 4, col: 0 }],
    ['End', { row: 4, col: 4 }],
    ['PageUp', { row: 0, col: 2 }],
    ['PageDown', { row: 14, col: 2 }],
  ])('%s', (key, expected) => {
    expect(moveCell(from, { key }, bounds)).toEqual(expected);
  });

  it('goes to the first and last cell with Ctrl+Home and Ctrl+End', () => {
    expect(moveCell(from, { key: 'Home', ctrlKey: true }, bounds)).toEqual({ row: 0, col: 0 });
    expect(moveCell(from, { key: 'End', metaKey: true }, bounds)).toEqual({ row: 99, col: 4 });
  });

  it('stops at the edges; up from the first row is the header', () => {
    expect(moveCell({ row: 0, col: 0 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: -1, col: 0 });
    expect(moveCell({ row: -1, col: 0 }, { key: 'ArrowUp' }, bounds)).toEqual({ row: -1, col: 0 });
    expect(moveCell({ row: -1, col: 0 }, { key: 'PageUp' }, bounds)).toEqual({ row: -1, col: 0 });
    expect(moveCell({ row: 99, col: 4 }, { key: 'ArrowDown' }, bounds)).toEqual({
      row: 99,
      col: 4,
    });
    expect(moveCell({ row: 95, col: 4 }, { key: 'PageDown' }, bounds)).toEqual({ row: 99, col: 4 });
    expect(moveCell({ row: 4, col: 4 }, { key: 'ArrowRight' }, bounds)).toEqual({ row: 4, col: 4 });
  });

  it('leaves other keys to the page', () => {
    expect(moveCell(from, { key: 'a' }, bounds)).toBeNull();
    expect(moveCell(from, { key: 'Tab' }, bounds)).toBeNull();
  });
});
