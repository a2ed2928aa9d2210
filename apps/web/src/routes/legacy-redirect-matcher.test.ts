import { describe, expect, it } from 'vitest';
import { compileLegacyRedirects, matchLegacyRedirect } from './legacy-redirect-matcher';
import { EXTERNAL_AUTHENTICATION_PROVIDERS, LEGACY_REDIRECTS } from './legacy-redirects';

/** Every old path of spec §2.16 with the new address it must lead to. */
const CASES: [from: string, to: string][] = [
  // Account
  ['/account/12', '/overview/account/12'],
  ['/project/add/12', '/overview/account/12/add-project'],
  ['/account/12/bulk', '/bulk-operation/account/12'],
  ['/account/12/dashboard', '/dashboard/account/12'],
  ['/account/12/authentications', '/authentication/account/12'],
  ['/account/12/users', '/user-management/account/12'],
  ['/account/12/add-user', '/user-management/account/12/invite-users'],
  ['/account/12/user/34', '/user-management/account/12/user/34'],
  ['/account/12/select-sites', '/user-management/account/12/select-sites'],
  ['/account/12/ftp', '/ftp/account/12'],
  ['/account/12/activitylog', '/activity/account/12'],
  ['/account/12/billing', '/billing/account/12'],
  ['/account/12/monitor', '/monitoring/account/12'],
  ['/account/12/edit', '/settings/account/12'],
  ['/account/12/shared-settings', '/shared-settings/account/12'],
  // Project
  ['/projects/5', '/overview/project/5'],
  ['/site/add/5', '/overview/project/5/add-site'],
  ['/projects/5/bulk', '/bulk-operation/project/5'],
  ['/projects/5/dashboard', '/dashboard/project/5'],
  ['/projects/5/authentications', '/authentication/project/5'],
  ['/projects/5/reporting', '/reporting/project/5'],
  ['/projects/5/edit', '/settings/project/5'],
  // Site
  ['/site/7/authentications', '/authentication/site/7'],
  ['/site/edit/7', '/settings/site/7'],
  ['/site/7/lists', '/lists/site/7'],
  ['/site/7/dashboard', '/dashboard/site/7'],
  ['/site/7/export', '/exports/site/7'],
  ['/site/7/scheduling', '/scheduling/site/7'],
  ['/site/7/rules', '/rules/site/7'],
  ['/site/7/rules/import', '/rules/site/7?stageType=import'],
  ['/site/7/addesigner', '/designer/site/7'],
  ['/site/7/addesigner/new', '/new/designer/site/7'],
  ['/error-detail/7/99', '/error-log/site/7/error/99'],
  ['/configure-dataflow/data-sources/site/7', '/data-sources/site/7'],
  ['/configure-dataflow/data-services/site/7', '/data-services/site/7'],
  ['/configure-dataflow/data-services/site/7/add-service', '/data-services/site/7/add-service'],
  [
    '/configure-dataflow/data-services/site/7/edit-service/3',
    '/data-services/site/7/edit-service/3',
  ],
  ['/configure-dataflow/data-flow/site/7', '/data-flow/site/7'],
  ['/configure-dataflow/data-map/site/7', '/data-map/site/7'],
  ['/site/7/channel/add', '/exports/site/7/channel/add'],
  ['/site/7/channel/8/setup', '/exports/site/7/channel/8/setup'],
  ['/site/7/channel/8/history', '/exports/site/7/channel/8/history'],
  ['/site/7/channel/8/columns', '/exports/site/7/channel/8/columns'],
  ['/site/7/channel/8/destination/9', '/exports/site/7/channel/8/destination/9'],
  ['/site/7/finance/strategy', '/finance-strategy/site/7'],
  ['/site/7/finance/strategy/4/8', '/finance-strategy/site/7/export/4/channel/8'],
  ['/site/7/module/tracking/settings', '/tracking/site/7'],
  // Sign-out
  ['/user/logout', '/logout'],
  // External authentication callbacks
  ...EXTERNAL_AUTHENTICATION_PROVIDERS.map((provider): [string, string] => [
    `/${provider}-authentication`,
    `/external-authentication/provider/${provider}`,
  ]),
];

describe('legacy redirects (spec §2.16)', () => {
  it.each(CASES)('%s → %s', (from, to) => {
    expect(matchLegacyRedirect(from)).toBe(to);
  });

  it('has a case for every entry of the table', () => {
    const compiled = compileLegacyRedirects(LEGACY_REDIRECTS);
    for (const [index, entry] of LEGACY_REDIRECTS.entries()) {
      const covered = CASES.some(
        ([from]) => matchLegacyRedirect(from, '', [compiled[index]!]) !== null,
      );
      expect(covered, entry.from).toBe(true);
    }
  });

  it('covers all 23 providers of the spec', () => {
    expect(EXTERNAL_AUTHENTICATION_PROVIDERS).toHaveLength(23);
    expect(new Set(EXTERNAL_AUTHENTICATION_PROVIDERS).size).toBe(23);
  });

  it('keeps the query string', () => {
    expect(matchLegacyRedirect('/google-authentication', '?code=x&state=a%2Fb')).toBe(
      '/external-authentication/provider/google?code=x&state=a%2Fb',
    );
    expect(matchLegacyRedirect('/account/3', 'hl=de')).toBe('/overview/account/3?hl=de');
    expect(matchLegacyRedirect('/site/7/rules', '?stageType=channel')).toBe(
      '/rules/site/7?stageType=channel',
    );
  });

  it("merges the target's query into the old one, the target winning", () => {
    expect(matchLegacyRedirect('/site/7/rules/intermediate', '?hl=fr&stageType=x')).toBe(
      '/rules/site/7?hl=fr&stageType=intermediate',
    );
    expect(matchLegacyRedirect('/site/7/rules/a%20b')).toBe('/rules/site/7?stageType=a+b');
  });

  it('tolerates one trailing slash', () => {
    expect(matchLegacyRedirect('/account/12/')).toBe('/overview/account/12');
    expect(matchLegacyRedirect('/bol-authentication/')).toBe(
      '/external-authentication/provider/bol',
    );
  });

  it.each([
    '/',
    '/overview/account/12',
    '/overview/project/5',
    '/account',
    '/account/abc',
    '/account/0',
    '/account/012',
    '/account/12/unknown',
    '/account/12/users/extra',
    '/projects/abc',
    '/site/7',
    '/site/add/abc',
    '/site/edit/abc',
    '/site/7/channel/abc/setup',
    '/configure-dataflow/data-view/site/7',
    '/error-detail/7',
    '/user',
    '/user/invitation/abc',
    '/unknown-authentication',
    '/googleauthentication',
    '/google-authentication/extra',
    '/Account/12',
  ])('leaves %s alone', (path) => {
    expect(matchLegacyRedirect(path)).toBeNull();
  });
});
