import { describe, expect, it } from 'vitest';
import { deriveLevel, extractLevelIds } from './level';

describe('deriveLevel', () => {
  it('is top without hierarchy params', () => {
    expect(deriveLevel({}, '/')).toBe('top');
    expect(deriveLevel({ _splat: 'x' }, '/not-found')).toBe('top');
  });

  it('is account with an accountId', () => {
    expect(deriveLevel({ accountId: 1 }, '/overview/account/1')).toBe('account');
  });

  it('is project with a projectId, even when an accountId is present', () => {
    expect(deriveLevel({ projectId: 2 }, '/overview/project/2')).toBe('project');
    expect(deriveLevel({ accountId: 1, projectId: 2 }, '/x')).toBe('project');
  });

  it('is site with a siteId, before project and account', () => {
    expect(deriveLevel({ siteId: 3 }, '/dashboard/site/3/version/1')).toBe('site');
    expect(deriveLevel({ accountId: 1, projectId: 2, siteId: 3 }, '/x')).toBe('site');
  });

  it('is channel with a channelId, before all others', () => {
    expect(deriveLevel({ siteId: 3, channelId: 4 }, '/exports/site/3/channel/4/setup')).toBe(
      'channel',
    );
    expect(deriveLevel({ channelId: 4 }, '/x')).toBe('channel');
  });

  it('ignores the channelId on paths starting with /feedbacks', () => {
    expect(deriveLevel({ siteId: 3, channelId: 4 }, '/feedbacks/site/3/channel/4')).toBe('site');
    expect(deriveLevel({ channelId: 4 }, '/feedbacks')).toBe('top');
  });

  it('ignores the channelId on paths containing finance-strategy', () => {
    expect(
      deriveLevel({ siteId: 3, channelId: 4 }, '/finance-strategy/site/3/export/9/channel/4'),
    ).toBe('site');
    expect(deriveLevel({ siteId: 3, channelId: 4 }, '/x/finance-strategy')).toBe('site');
  });

  it('keeps the channel level when /feedbacks is not at the start', () => {
    expect(deriveLevel({ siteId: 3, channelId: 4 }, '/site/3/feedbacks')).toBe('channel');
  });

  it('treats empty, null and undefined params as absent', () => {
    expect(deriveLevel({ channelId: '', siteId: null, projectId: undefined }, '/')).toBe('top');
    expect(deriveLevel({ accountId: '7' }, '/')).toBe('account');
    expect(deriveLevel({ siteId: 0 }, '/')).toBe('site');
  });
});

describe('extractLevelIds', () => {
  it('reads numbers and numeric strings', () => {
    expect(extractLevelIds({ accountId: 1, projectId: '2', siteId: 3, channelId: '4' })).toEqual({
      accountId: 1,
      projectId: 2,
      siteId: 3,
      channelId: 4,
    });
  });

  it('drops missing and invalid ids', () => {
    expect(extractLevelIds({ accountId: 'abc', siteId: 0, channelId: -1, projectId: 1.5 })).toEqual(
      { accountId: undefined, projectId: undefined, siteId: undefined, channelId: undefined },
    );
  });
});
