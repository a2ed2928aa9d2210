import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/data-view/site/12', 'data-view/site/:siteId', { siteId: 12 }],
    ['/site/12', 'site/:siteId', { siteId: 12 }],
    [
      '/configure-dataflow/data-view/site/3/',
      'configure-dataflow/data-view/site/:siteId',
      { siteId: 3 },
    ],
    [
      '/data-flow/site/3/export/9',
      'data-flow/site/:siteId/export/:channelId',
      { siteId: 3, channelId: 9 },
    ],
    [
      '/dashboard/site/4/version/1',
      'dashboard/site/:siteId/version/:version',
      { siteId: 4, version: 1 },
    ],
    ['/new/designer/site/4', 'new/designer/site/:siteId', { siteId: 4 }],
  ])('finds the screen for %s', (path, pattern, ids) => {
    const match = matchRoute(path);
    expect(match?.route.pattern).toBe(pattern);
    expect(match?.ids).toEqual(ids);
  });

  it.each([
    '/data-view/site/abc',
    '/data-view/site/0',
    '/data-view/site/-1',
    '/data-view/site/99999999999',
    '/nowhere',
    '/',
  ])('finds nothing for %s', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('has every pattern once', () => {
    const patterns = ROUTES.map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
