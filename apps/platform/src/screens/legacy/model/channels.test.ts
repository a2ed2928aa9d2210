import { describe, expect, it } from 'vitest';
import { FLOWS } from '../test/legacy-fixtures';
import {
  channelLabel,
  findById,
  findClassification,
  flowsOfChannel,
  linkColumnsOf,
  ownFlowOf,
  priceColumnsOf,
} from './channels';

const flow = (names: string[]) => ({
  ...FLOWS.data[0]!,
  columns: names.map((name) => ({ name, source: { kind: 'field' as const, field: name } })),
});

describe('channels', () => {
  it("finds a channel's flows, its own first", () => {
    expect(flowsOfChannel(FLOWS.data, 11).map((f) => f.id)).toEqual([101, 102]);
    expect(ownFlowOf(FLOWS.data, 11)?.id).toBe(101);
    expect(ownFlowOf(FLOWS.data, 99)).toBeNull();
  });
  it('finds sub-channels through the flows of their channel only', () => {
    expect(findClassification(FLOWS.data, 11, 21)).toEqual({ id: 21, name: 'Shoes' });
    expect(findClassification(FLOWS.data, 12, 21)).toBeNull();
  });
  it('picks price and link columns', () => {
    expect(priceColumnsOf(flow(['id', 'price', 'sale_price', 'title']))).toEqual([
      'price',
      'sale_price',
    ]);
    expect(linkColumnsOf(flow(['link', 'image_link', 'mobile_url']))).toEqual([
      'link',
      'mobile_url',
    ]);
    expect(priceColumnsOf(null)).toEqual([]);
  });
  it('finds by id and labels a channel', () => {
    expect(findById([{ id: 1 }, { id: 2 }], 2)).toEqual({ id: 2 });
    expect(findById([], 2)).toBeNull();
    expect(channelLabel({ id: 11, name: 'Bol.com' })).toBe('11 – Bol.com');
  });
});
