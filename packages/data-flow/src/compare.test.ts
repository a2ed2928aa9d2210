import { describe, expect, it } from 'vitest';
import type { FlowColumn } from './definition';
import { compareFlows, summariseChanges } from './compare';

const title: FlowColumn = { name: 'title', source: { kind: 'field', field: 'title' } };
const price: FlowColumn = { name: 'price', source: { kind: 'field', field: 'price' } };
const gtin: FlowColumn = { name: 'gtin', source: { kind: 'unconnected' } };

describe('compareFlows', () => {
  it('lists added, changed and removed columns by name', () => {
    const changes = compareFlows(
      [title, price, gtin],
      [
        { ...price, transforms: [{ op: 'round', decimals: 2 }] },
        title,
        { name: 'brand', source: { kind: 'static', value: 'Acme' } },
      ],
    );
    expect(changes).toEqual({ added: ['brand'], changed: ['price'], removed: ['gtin'] });
    expect(summariseChanges(changes)).toBe('1 added, 1 changed, 1 removed');
  });

  it('sees no change in a move, or in an empty chain against none', () => {
    const changes = compareFlows([title, price], [{ ...price, transforms: [] }, title]);
    expect(changes).toEqual({ added: [], changed: [], removed: [] });
    expect(summariseChanges(changes)).toBe('no column changes');
  });
});
