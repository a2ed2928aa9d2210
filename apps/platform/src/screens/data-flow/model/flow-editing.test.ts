import type { FlowColumn } from '@feedline/data-flow';
import { describe, expect, it } from 'vitest';
import { applyEdit, freeColumnName, isChanged, newStep, sourceOfKind } from './flow-editing';

const a: FlowColumn = { name: 'a', source: { kind: 'field', field: 'title' } };
const b: FlowColumn = { name: 'b', source: { kind: 'static', value: 'x' } };
const c: FlowColumn = { name: 'c', source: { kind: 'unconnected' } };

describe('applyEdit', () => {
  it('adds an unconnected column at the end and removes one', () => {
    expect(applyEdit([a], { type: 'add', name: 'new' })).toEqual([
      a,
      { name: 'new', source: { kind: 'unconnected' } },
    ]);
    expect(applyEdit([a, b, c], { type: 'remove', index: 1 })).toEqual([a, c]);
  });

  it('renames and re-sources one column, leaving the others and the input as they were', () => {
    const columns = [a, b];
    expect(applyEdit(columns, { type: 'rename', index: 0, name: 'title' })[0]!.name).toBe('title');
    expect(
      applyEdit(columns, { type: 'source', index: 1, source: { kind: 'unconnected' } })[1],
    ).toEqual({ name: 'b', source: { kind: 'unconnected' } });
    expect(columns).toEqual([a, b]);
  });

  it('moves a column up and down, within the list', () => {
    expect(applyEdit([a, b, c], { type: 'move', index: 2, to: 0 })).toEqual([c, a, b]);
    expect(applyEdit([a, b, c], { type: 'move', index: 0, to: 1 })).toEqual([b, a, c]);
    expect(applyEdit([a, b, c], { type: 'move', index: 0, to: -1 })).toEqual([a, b, c]);
    expect(applyEdit([a, b, c], { type: 'move', index: 2, to: 9 })).toEqual([a, b, c]);
  });

  it('adds, changes and removes steps of a chain', () => {
    let columns = applyEdit([a], { type: 'add-step', index: 0, op: 'round' });
    columns = applyEdit(columns, { type: 'add-step', index: 0, op: 'suffix' });
    expect(columns[0]!.transforms).toEqual([
      { op: 'round', decimals: 2 },
      { op: 'suffix', value: '' },
    ]);
    columns = applyEdit(columns, {
      type: 'step',
      index: 0,
      step: 1,
      value: { op: 'suffix', value: ' EUR' },
    });
    columns = applyEdit(columns, { type: 'remove-step', index: 0, step: 0 });
    expect(columns[0]!.transforms).toEqual([{ op: 'suffix', value: ' EUR' }]);
  });
});

describe('helpers', () => {
  it('starts each step with sensible values', () => {
    expect(newStep('replace')).toEqual({ op: 'replace', search: '', replace: '' });
    expect(newStep('trim')).toEqual({ op: 'trim' });
    expect(newStep('default')).toEqual({ op: 'default', value: '' });
  });

  it('keeps the field when the kind of source changes', () => {
    const field = { kind: 'field', field: 'title' } as const;
    expect(sourceOfKind('concat', field)).toEqual({
      kind: 'concat',
      parts: [{ kind: 'field', field: 'title' }],
    });
    expect(sourceOfKind('static', field)).toEqual({ kind: 'static', value: '' });
    expect(sourceOfKind('field', { kind: 'unconnected' })).toEqual({ kind: 'field', field: '' });
    expect(sourceOfKind('field', field)).toBe(field);
  });

  it('sees a change only where there is one', () => {
    expect(isChanged([a], [{ ...a, transforms: [] }])).toBe(false);
    expect(isChanged([a, b], [b, a])).toBe(true);
  });

  it('finds a free column name', () => {
    expect(freeColumnName([a])).toBe('column_2');
    expect(freeColumnName([{ ...a, name: 'Column_2' }])).toBe('column_3');
  });
});
