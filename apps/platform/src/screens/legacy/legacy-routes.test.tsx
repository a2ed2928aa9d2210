import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../app/routes';
import { legacyRoutes } from './legacy-routes';
import { PATHS } from './test/legacy-paths';

describe('legacy routes', () => {
  it.each(PATHS)('%s opens a legacy page', (path, pattern) => {
    const match = matchRoute(path);
    expect(match?.route.pattern).toBe(pattern);
    expect(legacyRoutes).toContain(match?.route);
  });

  it('has exactly one page per listed path', () => {
    expect(legacyRoutes.map((route) => route.pattern).sort()).toEqual(
      PATHS.map(([, pattern]) => pattern).sort(),
    );
  });

  it('hands the ids over as numbers and keeps the provider as text', () => {
    expect(matchRoute('/finance-strategy/site/4/export/11/channel/21')?.ids).toEqual({
      siteId: 4,
      exportId: 11,
      channelId: 21,
    });
    expect(matchRoute('/external-authentication/provider/bol')?.params).toEqual({
      provider: 'bol',
    });
  });

  it('matches no page for a malformed id', () => {
    expect(matchRoute('/billing/account/abc')).toBeNull();
    expect(matchRoute('/error-log/site/4/error/0')).toBeNull();
    expect(matchRoute('/exports/site/-4')).toBeNull();
  });
});
