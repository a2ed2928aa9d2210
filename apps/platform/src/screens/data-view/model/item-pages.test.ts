import { describe, expect, it } from 'vitest';
import { mergeColumns, pageOffsetOf, pageOffsetsFor } from './item-pages';

describe('pageOffsetsFor', () => {
  const options = { pageSize: 200, prefetch: 50 };

  it('asks for nothing when nothing is visible or there are no rows', () => {
    expect(pageOffsetsFor({ startIndex: 0, endIndex: -1 }, 100_000, options)).toEqual([]);
    expect(pageOffsetsFor({ startIndex: 0, endIndex: 20 }, 0, options)).toEqual([]);
  });

  it('asks for the first page at the top', () => {
    expect(pageOffsetsFor({ startIndex: 0, endIndex: 20 }, 100_000, options)).toEqual([0]);
  });

  it('asks for the pages around a window deep in 100 000 rows, not for the rest', () => {
    expect(pageOffsetsFor({ startIndex: 50_060, endIndex: 50_090 }, 100_000, options)).toEqual([
      50_000,
    ]);
  });

  it('adds the neighbouring page when the window comes near a page boundary', () => {
    expect(pageOffsetsFor({ startIndex: 160, endIndex: 190 }, 100_000, options)).toEqual([0, 200]);
    expect(pageOffsetsFor({ startIndex: 420, endIndex: 440 }, 100_000, options)).toEqual([
      200, 400,
    ]);
  });

  it('stops at the last row', () => {
    expect(pageOffsetsFor({ startIndex: 99_980, endIndex: 99_999 }, 100_000, options)).toEqual([
      99_800,
    ]);
    expect(pageOffsetsFor({ startIndex: 0, endIndex: 40 }, 30, options)).toEqual([0]);
  });

  it('uses a page of 200 rows by default', () => {
    expect(pageOffsetsFor({ startIndex: 1_000, endIndex: 1_020 }, 100_000)).toEqual([800, 1_000]);
  });
});

describe('pageOffsetOf', () => {
  it.each([
    [0, 0],
    [199, 0],
    [200, 200],
    [99_999, 99_800],
  ])('puts row %i on the page at %i', (index, offset) => {
    expect(pageOffsetOf(index)).toBe(offset);
  });
});

describe('mergeColumns', () => {
  it('keeps the first page order and appends fields that later pages bring', () => {
    expect(
      mergeColumns([{ columns: ['id', 'title'] }, { columns: ['id', 'price', 'title'] }]),
    ).toEqual(['id', 'title', 'price']);
  });
});
