import { describe, expect, it } from 'vitest';
import { dataViewQuery, parseDataViewSelection, toQueryString } from './data-view-selection';

const parse = (query: string) => parseDataViewSelection(new URLSearchParams(query));

describe('parseDataViewSelection', () => {
  it('defaults to the import stage', () => {
    expect(parse('')).toEqual({ stage: 'import', channelId: null, classificationId: null });
    expect(parse('stage=bogus')).toEqual({
      stage: 'import',
      channelId: null,
      classificationId: null,
    });
  });

  it('reads the intermediate stage and ignores a channel there', () => {
    expect(parse('stage=intermediate&stageId=4&classificationId=2')).toEqual({
      stage: 'intermediate',
      channelId: null,
      classificationId: null,
    });
  });

  it('reads channel and sub-channel at the channel stage', () => {
    expect(parse('mode=preview&stage=channel&stageId=7&classificationId=3')).toEqual({
      stage: 'channel',
      channelId: 7,
      classificationId: 3,
    });
  });

  it('takes a stageId without a stage as the channel stage', () => {
    expect(parse('stageId=7')).toEqual({ stage: 'channel', channelId: 7, classificationId: null });
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])(
    'treats classificationId=%s as the channel itself',
    (value) => {
      expect(
        parse(`stage=channel&stageId=7&classificationId=${value}`).classificationId,
      ).toBeNull();
    },
  );

  it.each(['0', '-3', 'x', ''])('has no channel for stageId=%s', (value) => {
    expect(parse(`stage=channel&stageId=${value}&classificationId=2`)).toEqual({
      stage: 'channel',
      channelId: null,
      classificationId: null,
    });
  });
});

describe('dataViewQuery', () => {
  const current = new URLSearchParams(
    'mode=preview&stage=channel&stageId=7&classificationId=3&hl=de&_locale=de&fullscreen=true',
  );

  it('switches to the import stage, dropping channel, mode and the frame-only _locale', () => {
    expect(
      dataViewQuery(current, { stage: 'import', channelId: null, classificationId: null }),
    ).toBe('hl=de&fullscreen=true&stage=import');
  });

  it('chooses a channel with mode=preview', () => {
    expect(
      dataViewQuery(new URLSearchParams('stage=import'), {
        stage: 'channel',
        channelId: 9,
        classificationId: null,
      }),
    ).toBe('mode=preview&stage=channel&stageId=9');
  });

  it('chooses a sub-channel', () => {
    expect(dataViewQuery(current, { stage: 'channel', channelId: 7, classificationId: 5 })).toBe(
      'hl=de&fullscreen=true&mode=preview&stage=channel&stageId=7&classificationId=5',
    );
  });

  it('leaves the channel out when none is chosen', () => {
    expect(
      dataViewQuery(new URLSearchParams(), {
        stage: 'channel',
        channelId: null,
        classificationId: 4,
      }),
    ).toBe('mode=preview&stage=channel');
  });
});

describe('toQueryString', () => {
  it('encodes spaces as %20, never +, and escapes & and =', () => {
    expect(toQueryString([['q', 'a b&c=d+e']])).toBe('q=a%20b%26c%3Dd%2Be');
  });
});
