import { afterEach, describe, expect, it } from 'vitest';
import { memoryRouteStorage } from './memory-route-storage.test-helper';
import {
  browserRouteMemoryStorage,
  parseMemoryId,
  parseRouteMemory,
  readRouteMemory,
  readSiteRouteMemory,
  rememberRoute,
  visitedChannelId,
} from './route-memory';

// The key names are a persisted contract (spec §9 "Storage"), so the tests spell them out.
const SITE = 'feedline.route-memory.site';
const CHANNEL = 'feedline.route-memory.channel';
const CLASSIFICATION = 'feedline.route-memory.classification';

const stored = (site: string, channel: string, classification?: string) => ({
  [SITE]: site,
  [CHANNEL]: channel,
  ...(classification === undefined ? {} : { [CLASSIFICATION]: classification }),
});

describe('parseMemoryId', () => {
  it('accepts positive whole numbers as plain digits or as numbers', () => {
    expect(parseMemoryId('1')).toBe(1);
    expect(parseMemoryId('42')).toBe(42);
    expect(parseMemoryId('2147483647')).toBe(2_147_483_647);
    expect(parseMemoryId(7)).toBe(7);
  });

  it.each([
    ['0', '0'],
    ['zero', 0],
    ['a negative string', '-1'],
    ['the none option', -1],
    ['leading zeros', '007'],
    ['spaces', ' 7'],
    ['a decimal string', '1.5'],
    ['a fraction', 1.5],
    ['exponent notation', '1e3'],
    ['text', 'abc'],
    ['empty text', ''],
    ['too large', '2147483648'],
    ['too large a number', 2_147_483_648],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { id: 1 }],
  ])('treats %s as absent', (_name, value) => {
    expect(parseMemoryId(value)).toBeNull();
  });
});

describe('parseRouteMemory', () => {
  it('reads site, channel and classification', () => {
    expect(parseRouteMemory({ site: '3', channel: '12', classification: '5' })).toEqual({
      siteId: 3,
      channelId: 12,
      classificationId: 5,
    });
  });

  it('reads a channel without classification', () => {
    expect(parseRouteMemory({ site: '3', channel: '12', classification: null })).toEqual({
      siteId: 3,
      channelId: 12,
      classificationId: null,
    });
  });

  it('keeps the channel when only the classification is garbage', () => {
    expect(parseRouteMemory({ site: '3', channel: '12', classification: 'x' })).toEqual({
      siteId: 3,
      channelId: 12,
      classificationId: null,
    });
  });

  it.each([
    [{ site: null, channel: '12', classification: '5' }],
    [{ site: '3', channel: null, classification: '5' }],
    [{ site: 'abc', channel: '12', classification: null }],
    [{ site: '3', channel: '0', classification: null }],
    [{ site: null, channel: null, classification: null }],
  ])('remembers nothing without a valid site and channel: %o', (values) => {
    expect(parseRouteMemory(values)).toBeNull();
  });
});

describe('readRouteMemory', () => {
  it('returns null and touches nothing when nothing is stored', () => {
    const storage = memoryRouteStorage();
    expect(readRouteMemory(storage)).toBeNull();
    expect(storage.removals).toEqual([]);
  });

  it('returns valid values and leaves them in place', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(readRouteMemory(storage)).toEqual({ siteId: 3, channelId: 12, classificationId: 5 });
    expect(storage.removals).toEqual([]);
  });

  it('ignores and cleans garbage in the site or channel, classification included', () => {
    const storage = memoryRouteStorage(stored('abc', '12', '5'));
    expect(readRouteMemory(storage)).toBeNull();
    expect(storage.values).toEqual({});

    const badChannel = memoryRouteStorage(stored('3', '-4'));
    expect(readRouteMemory(badChannel)).toBeNull();
    expect(badChannel.values).toEqual({});
  });

  it('cleans a classification left without site and channel', () => {
    const storage = memoryRouteStorage({ [CLASSIFICATION]: '5' });
    expect(readRouteMemory(storage)).toBeNull();
    expect(storage.removals).toEqual([CLASSIFICATION]);
  });

  it('cleans only a garbage classification and keeps the channel', () => {
    const storage = memoryRouteStorage(stored('3', '12', '0'));
    expect(readRouteMemory(storage)).toEqual({ siteId: 3, channelId: 12, classificationId: null });
    expect(storage.values).toEqual(stored('3', '12'));
  });
});

describe('readSiteRouteMemory', () => {
  it('returns the memory of that site', () => {
    const storage = memoryRouteStorage(stored('3', '12'));
    expect(readSiteRouteMemory(storage, 3)).toEqual({
      siteId: 3,
      channelId: 12,
      classificationId: null,
    });
  });

  it('returns null for another site and keeps what that site remembers', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(readSiteRouteMemory(storage, 4)).toBeNull();
    expect(storage.values).toEqual(stored('3', '12', '5'));
  });
});

describe('visitedChannelId (channel vs stageId)', () => {
  it('takes the path channel on data flow, not a stageId in its query', () => {
    expect(visitedChannelId({ route: 'data-flow', siteId: 3, channelId: 12 })).toBe(12);
    expect(visitedChannelId({ route: 'data-flow', siteId: 3, search: { stageId: 12 } })).toBeNull();
  });

  it('takes stageId on data view', () => {
    expect(visitedChannelId({ route: 'data-view', siteId: 3, search: { stageId: 12 } })).toBe(12);
    expect(visitedChannelId({ route: 'data-view', siteId: 3, search: {} })).toBeNull();
  });
});

describe('rememberRoute (spec §2.14 rules 1 and 2)', () => {
  it('stores site, channel and classification for the data-flow channel route', () => {
    const storage = memoryRouteStorage();
    const memory = rememberRoute(storage, {
      route: 'data-flow',
      siteId: 3,
      channelId: 12,
      search: { classificationId: 5 },
    });
    expect(memory).toEqual({ siteId: 3, channelId: 12, classificationId: 5 });
    expect(storage.values).toEqual(stored('3', '12', '5'));
  });

  it('stores stageId as the channel for a data-view route', () => {
    const storage = memoryRouteStorage();
    rememberRoute(storage, {
      route: 'data-view',
      siteId: 3,
      search: { mode: 'preview', stage: 'channel', stageId: 12, classificationId: '5' },
    });
    expect(storage.values).toEqual(stored('3', '12', '5'));
  });

  it('clears what another site remembered, its classification included', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    rememberRoute(storage, { route: 'data-flow', siteId: 4, channelId: 20 });
    expect(storage.values).toEqual(stored('4', '20'));
    expect(readSiteRouteMemory(storage, 3)).toBeNull();
    expect(readSiteRouteMemory(storage, 4)).toEqual({
      siteId: 4,
      channelId: 20,
      classificationId: null,
    });
  });

  it('replaces the channel of the same site', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    rememberRoute(storage, {
      route: 'data-view',
      siteId: 3,
      search: { stageId: 13, classificationId: 6 },
    });
    expect(storage.values).toEqual(stored('3', '13', '6'));
  });

  it.each([
    ["'0'", { classificationId: '0' }],
    ['0', { classificationId: 0 }],
    ['missing', {}],
    ['empty', { classificationId: '' }],
    ['the none option -1', { classificationId: -1 }],
    ['garbage', { classificationId: 'abc' }],
  ])('removes the stored classification when the classification is %s', (_name, search) => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    const memory = rememberRoute(storage, { route: 'data-flow', siteId: 3, channelId: 12, search });
    expect(memory).toEqual({ siteId: 3, channelId: 12, classificationId: null });
    expect(storage.values).toEqual(stored('3', '12'));
    expect(storage.removals).toEqual([CLASSIFICATION]);
  });

  it('removes the classification on data view too', () => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    rememberRoute(storage, { route: 'data-view', siteId: 3, search: { stageId: 12 } });
    expect(storage.values).toEqual(stored('3', '12'));
  });

  it.each([
    ['the data-flow site route', { route: 'data-flow', siteId: 4 } as const],
    ['a data-flow channel of 0', { route: 'data-flow', siteId: 4, channelId: '0' } as const],
    ['a data view without stageId', { route: 'data-view', siteId: 4, search: {} } as const],
    [
      'a data view with a garbage stageId',
      { route: 'data-view', siteId: 4, search: { stageId: 'abc', classificationId: 5 } } as const,
    ],
  ])('changes nothing for %s (no channel)', (_name, visit) => {
    const storage = memoryRouteStorage(stored('3', '12', '5'));
    expect(rememberRoute(storage, visit)).toBeNull();
    expect(storage.writes).toEqual([]);
    expect(storage.removals).toEqual([]);
  });

  it('changes nothing for an invalid site id', () => {
    const storage = memoryRouteStorage();
    expect(rememberRoute(storage, { route: 'data-flow', siteId: 0, channelId: 12 })).toBeNull();
    expect(storage.writes).toEqual([]);
  });

  it('stores a stageId whatever the stage is, as the spec words it', () => {
    const storage = memoryRouteStorage();
    rememberRoute(storage, {
      route: 'data-view',
      siteId: 3,
      search: { stage: 'intermediate', stageId: 9 },
    });
    expect(storage.values).toEqual(stored('3', '9'));
  });
});

describe('browserRouteMemoryStorage', () => {
  afterEach(() => localStorage.clear());

  it('persists in localStorage under the feedline.route-memory keys', () => {
    rememberRoute(browserRouteMemoryStorage, {
      route: 'data-flow',
      siteId: 3,
      channelId: 12,
      search: { classificationId: 5 },
    });
    expect(localStorage.getItem(SITE)).toBe('3');
    expect(localStorage.getItem(CHANNEL)).toBe('12');
    expect(localStorage.getItem(CLASSIFICATION)).toBe('5');

    rememberRoute(browserRouteMemoryStorage, { route: 'data-flow', siteId: 3, channelId: 12 });
    expect(localStorage.getItem(CLASSIFICATION)).toBeNull();
    expect(readSiteRouteMemory(browserRouteMemoryStorage, 3)?.channelId).toBe(12);
  });
});
