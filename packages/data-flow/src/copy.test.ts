import { describe, expect, it } from 'vitest';
import { planCopy } from './copy';
import type { FlowColumn } from './definition';

const field = (name: string, fieldName = name): FlowColumn => ({
  name,
  source: { kind: 'field', field: fieldName },
});
const open = (name: string): FlowColumn => ({ name, source: { kind: 'unconnected' } });

describe('planCopy', () => {
  const source = [field('id'), field('title', 'name'), open('gtin'), field('brand')];
  const target = [field('title'), field('GTIN', 'ean'), field('colour')];

  it('makes the target the source: added, replaced, and left out', () => {
    const plan = planCopy(source, target, { copyUnconnectedColumns: true });
    expect(plan.columns).toEqual(source);
    expect(plan).toMatchObject({
      added: ['id', 'brand'],
      replaced: ['title', 'GTIN'],
      leftOut: ['colour'],
      skipped: [],
    });
  });

  it('skips unconnected columns when told to, keeping a target column of that name in place', () => {
    const plan = planCopy(source, target, { copyUnconnectedColumns: false });
    expect(plan.columns).toEqual([field('id'), field('title', 'name'), target[1], field('brand')]);
    expect(plan).toMatchObject({
      added: ['id', 'brand'],
      replaced: ['title'],
      leftOut: ['colour'],
      skipped: ['gtin'],
    });
  });

  it('copies onto an empty flow, and does not share objects with the source', () => {
    const plan = planCopy(source, [], { copyUnconnectedColumns: false });
    expect(plan.columns.map((column) => column.name)).toEqual(['id', 'title', 'brand']);
    expect(plan.columns[0]).not.toBe(source[0]);
    expect(plan.leftOut).toEqual([]);
  });
});
