import type { DataFlowColumn } from '@feedline/db';
import { describe, expect, it } from 'vitest';
import {
  channelStage,
  columnsOf,
  importStage,
  intermediateStage,
  type StoredItem,
} from './item-stages';

const items: StoredItem[] = [
  {
    id: 7,
    data: { title: ' Red  shoe ', id: 'A', price: 5, currency: 'EUR', availability: 'in stock' },
  },
  { id: 9, data: { id: 'B', colour: 'blue', price: 'n/a' } },
];

describe('columnsOf', () => {
  it('is the union of the field names, id first, then in order of appearance', () => {
    expect(
      columnsOf([
        { b: 1, id: 2 },
        { c: 3, b: 4 },
      ]),
    ).toEqual(['id', 'b', 'c']);
  });

  it('has no id column when no item has an id', () => {
    expect(columnsOf([{ b: 1 }, { a: 2 }])).toEqual(['b', 'a']);
  });

  it('never offers the row id key as a column', () => {
    expect(columnsOf([{ _id: 'x', id: 1 }])).toEqual(['id']);
  });
});

describe('importStage', () => {
  it('shows the raw values, null where an item lacks a column, and the stable id as _id', () => {
    const view = importStage(items);
    expect(view.columns).toEqual(['id', 'title', 'price', 'currency', 'availability', 'colour']);
    expect(view.rows[0]).toMatchObject({ _id: 7, title: ' Red  shoe ', price: 5, colour: null });
    expect(view.rows[1]).toMatchObject({ _id: 9, id: 'B', title: null, price: 'n/a' });
  });

  it('keeps the stable id even when an item has a field named _id', () => {
    expect(importStage([{ id: 3, data: { _id: 'fake', id: 'C' } }]).rows[0]).toEqual({
      _id: 3,
      id: 'C',
    });
  });
});

describe('intermediateStage', () => {
  it("applies the site's rules and adds the derived in_stock column", () => {
    const view = intermediateStage(items);
    expect(view.columns).toContain('in_stock');
    expect(view.rows[0]).toMatchObject({
      _id: 7,
      title: 'Red shoe',
      price: '5.00 EUR',
      availability: 'in_stock',
      in_stock: true,
    });
    expect(view.rows[1]).toMatchObject({ price: 'n/a', in_stock: null });
  });
});

describe('channelStage', () => {
  const flow: DataFlowColumn[] = [
    { name: 'g:price', source: { kind: 'field', field: 'price' } },
    { name: 'g:id', source: { kind: 'field', field: 'id' } },
    { name: 'product_type', source: { kind: 'static', value: 'Shoes' } },
    { name: 'g:gtin', source: { kind: 'field', field: 'gtin' } },
  ];

  it("has the flow's columns in the flow's order, filled from the intermediate item", () => {
    const view = channelStage(items, flow);
    expect(view.columns).toEqual(['g:price', 'g:id', 'product_type', 'g:gtin']);
    expect(view.rows[0]).toEqual({
      _id: 7,
      'g:price': '5.00 EUR',
      'g:id': 'A',
      product_type: 'Shoes',
      'g:gtin': null,
    });
  });

  it('answers no columns for an empty flow, but still one row per item', () => {
    const view = channelStage(items, []);
    expect(view.columns).toEqual([]);
    expect(view.rows).toEqual([{ _id: 7 }, { _id: 9 }]);
  });
});
