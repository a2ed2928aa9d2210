import { describe, expect, it } from 'vitest';
import type { DataFlow } from './channel-flows';
import { dataViewLink, groupByChannel, selectedClassificationId } from './channel-flows';

const flow = (
  id: number,
  channel: [number, string],
  classification: [number, string] | null,
): DataFlow => ({
  id,
  channel: { id: channel[0], name: channel[1] },
  classification: classification && { id: classification[0], name: classification[1] },
  version: 1,
  updatedAt: '2025-01-01T00:00:00.000Z',
  columns: [],
});

describe('groupByChannel', () => {
  it('puts each flow under its channel, the own flow apart from the sub-channels', () => {
    const google: [number, string] = [7, 'Google Shopping NL'];
    const meta: [number, string] = [8, 'Meta Catalog NL'];
    const groups = groupByChannel([
      flow(1, google, [31, 'Shoes']),
      flow(2, meta, null),
      flow(3, google, null),
      flow(4, google, [32, 'Bags']),
    ]);
    expect(groups.map((group) => group.channel.name)).toEqual([
      'Google Shopping NL',
      'Meta Catalog NL',
    ]);
    expect(groups[0]?.own?.id).toBe(3);
    expect(groups[0]?.subChannels.map((sub) => sub.classification?.name)).toEqual([
      'Shoes',
      'Bags',
    ]);
    expect(groups[1]?.own?.id).toBe(2);
    expect(groups[1]?.subChannels).toEqual([]);
  });

  it('keeps a channel that only has sub-channel flows', () => {
    const [group] = groupByChannel([flow(1, [7, 'Google'], [31, 'Shoes'])]);
    expect(group?.own).toBeNull();
    expect(group?.subChannels).toHaveLength(1);
  });

  it('has nothing for no flows', () => {
    expect(groupByChannel([])).toEqual([]);
  });
});

describe('selectedClassificationId', () => {
  it.each([
    ['classificationId=31', 31],
    ['classificationId=0', null],
    ['classificationId=-1', null],
    ['classificationId=x', null],
    ['', null],
  ])('reads %s as %s', (query, expected) => {
    expect(selectedClassificationId(new URLSearchParams(query))).toBe(expected);
  });
});

describe('dataViewLink', () => {
  it('opens the channel stage of the channel, or of a sub-channel', () => {
    expect(dataViewLink(1, 7)).toEqual({
      path: '/data-view/site/1',
      query: 'mode=preview&stage=channel&stageId=7',
    });
    expect(dataViewLink(1, 7, 31).query).toBe(
      'mode=preview&stage=channel&stageId=7&classificationId=31',
    );
  });
});
