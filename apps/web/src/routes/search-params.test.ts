import { describe, expect, it } from 'vitest';
import {
  hlOf,
  isTrueFlag,
  optionalString,
  parseDataFlowChannelSearch,
  parseDataViewSearch,
  parsePlatformSearch,
} from './search-params';

describe('search params', () => {
  it('normalises optional strings', () => {
    expect(optionalString('x')).toBe('x');
    expect(optionalString(12)).toBe('12');
    expect(optionalString('  ')).toBeUndefined();
    expect(optionalString({})).toBeUndefined();
  });

  it('reads hl from relative and absolute URLs', () => {
    expect(hlOf('/overview/account/1?hl=de')).toBe('de');
    expect(hlOf('http://localhost:3000/?hl=fr')).toBe('fr');
    expect(hlOf('/x')).toBeUndefined();
    expect(hlOf(undefined)).toBeUndefined();
  });

  it('reads true flags as the router or a hand-written URL gives them', () => {
    expect(isTrueFlag(true)).toBe(true);
    expect(isTrueFlag('true')).toBe(true);
    expect(isTrueFlag(false)).toBe(false);
    expect(isTrueFlag('1')).toBe(false);
    expect(isTrueFlag(undefined)).toBe(false);
  });
});

describe('parsePlatformSearch (spec §2.3)', () => {
  it('reads fullscreen, twoFactor and hl', () => {
    expect(parsePlatformSearch({ fullscreen: true, twoFactor: 'true', hl: 'de' })).toEqual({
      fullscreen: true,
      twoFactor: true,
      hl: 'de',
    });
  });

  it('leaves absent or other values out', () => {
    expect(parsePlatformSearch({ fullscreen: false, twoFactor: 'yes', other: 1 })).toEqual({
      fullscreen: undefined,
      twoFactor: undefined,
      hl: undefined,
    });
  });
});

describe('data-view and data-flow search (spec §2.14)', () => {
  it('keeps mode and stage as text and ids as positive numbers', () => {
    expect(
      parseDataViewSearch({
        mode: 'preview',
        stage: 'channel',
        stageId: 12,
        classificationId: '5',
      }),
    ).toEqual({ mode: 'preview', stage: 'channel', stageId: 12, classificationId: 5 });
  });

  it('drops malformed ids', () => {
    expect(parseDataViewSearch({ stageId: 'abc', classificationId: 0 })).toEqual({
      mode: undefined,
      stage: undefined,
      stageId: undefined,
      classificationId: undefined,
    });
    expect(parseDataFlowChannelSearch({ classificationId: -1 })).toEqual({
      classificationId: undefined,
    });
    expect(parseDataFlowChannelSearch({ classificationId: '7' })).toEqual({ classificationId: 7 });
  });
});
