import { describe, expect, it } from 'vitest';
import { camelToKebab, kebabToCamel, toCamelKeys, toKebabKeys } from './case-conversion';

describe('camelToKebab', () => {
  it.each([
    ['siteId', 'site-id'],
    ['targetChannelIds', 'target-channel-ids'],
    ['id', 'id'],
    ['already-kebab', 'already-kebab'],
    ['Leading', 'leading'],
    ['channel2Id', 'channel2-id'],
  ])('%s → %s', (input, output) => {
    expect(camelToKebab(input)).toBe(output);
  });
});

describe('kebabToCamel', () => {
  it.each([
    ['site-id', 'siteId'],
    ['target-channel-ids', 'targetChannelIds'],
    ['id', 'id'],
    ['alreadyCamel', 'alreadyCamel'],
    ['channel-2-id', 'channel2Id'],
  ])('%s → %s', (input, output) => {
    expect(kebabToCamel(input)).toBe(output);
  });
});

describe('deep key conversion', () => {
  it('converts nested objects and arrays, keeping values', () => {
    expect(
      toKebabKeys({
        siteId: 1,
        targetSites: [{ siteId: 2, channelIds: [3, 4] }],
        options: { copyUnconnectedColumns: true, labelText: 'keepMe' },
      }),
    ).toEqual({
      'site-id': 1,
      'target-sites': [{ 'site-id': 2, 'channel-ids': [3, 4] }],
      options: { 'copy-unconnected-columns': true, 'label-text': 'keepMe' },
    });
  });

  it('converts responses back to camelCase', () => {
    expect(toCamelKeys({ success: true, 'copied-targets': [{ 'site-id': 2 }] })).toEqual({
      success: true,
      copiedTargets: [{ siteId: 2 }],
    });
  });

  it('leaves primitives, null and non-plain objects alone', () => {
    const date = new Date(0);
    expect(toCamelKeys(null)).toBeNull();
    expect(toCamelKeys('a-b')).toBe('a-b');
    expect(toKebabKeys([1, 'x'])).toEqual([1, 'x']);
    expect((toKebabKeys({ createdAt: date }) as Record<string, unknown>)['created-at']).toBe(date);
  });
});
