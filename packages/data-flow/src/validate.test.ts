import { describe, expect, it } from 'vitest';
import type { FlowColumn } from './definition';
import { flowProblems } from './validate';

const col = (name: string, source: FlowColumn['source'] = { kind: 'unconnected' }): FlowColumn => ({
  name,
  source,
});

describe('flowProblems', () => {
  it('finds nothing wrong with a good flow', () => {
    expect(
      flowProblems(
        [col('title', { kind: 'field', field: 'title' }), col('gtin')],
        new Set(['title']),
      ),
    ).toEqual([]);
  });

  it('wants a name for every column', () => {
    expect(flowProblems([col(''), col('  ')])).toEqual([
      { column: 0, problem: 'name-empty' },
      { column: 1, problem: 'name-empty' },
    ]);
  });

  it('refuses a name twice, trimmed and in any case, flagging the later column', () => {
    expect(flowProblems([col('Price'), col('title'), col(' price ')])).toEqual([
      { column: 2, problem: 'name-duplicate' },
    ]);
  });

  it('keeps the row id name for the table', () => {
    expect(flowProblems([col('_id')])).toEqual([{ column: 0, problem: 'name-reserved' }]);
  });

  it('names fields the site does not have, in a field or a concatenation, once each', () => {
    const fields = new Set(['title']);
    expect(
      flowProblems(
        [
          col('a', { kind: 'field', field: 'colour' }),
          col('b', {
            kind: 'concat',
            parts: [
              { kind: 'field', field: 'title' },
              { kind: 'field', field: 'size' },
              { kind: 'field', field: 'size' },
            ],
          }),
        ],
        fields,
      ),
    ).toEqual([
      { column: 0, problem: 'unknown-field', field: 'colour' },
      { column: 1, problem: 'unknown-field', field: 'size' },
    ]);
    // Without the site's fields, fields are not judged.
    expect(flowProblems([col('a', { kind: 'field', field: 'colour' })])).toEqual([]);
  });

  it('wants a field chosen where a field is read', () => {
    expect(
      flowProblems(
        [
          col('a', { kind: 'field', field: '' }),
          col('b', { kind: 'concat', parts: [{ kind: 'field', field: '' }] }),
        ],
        new Set(['title']),
      ),
    ).toEqual([
      { column: 0, problem: 'field-empty' },
      { column: 1, problem: 'field-empty' },
    ]);
  });

  it('wants parts in a concatenation, a search text to replace and 0–6 decimals', () => {
    expect(
      flowProblems([
        col('a', { kind: 'concat', parts: [] }),
        {
          name: 'b',
          source: { kind: 'static', value: 'x' },
          transforms: [
            { op: 'replace', search: '', replace: 'y' },
            { op: 'round', decimals: 7 },
            { op: 'round', decimals: 1.5 },
            { op: 'round', decimals: 6 },
          ],
        },
      ]),
    ).toEqual([
      { column: 0, problem: 'concat-empty' },
      { column: 1, problem: 'replace-empty' },
      { column: 1, problem: 'round-decimals' },
      { column: 1, problem: 'round-decimals' },
    ]);
  });
});
