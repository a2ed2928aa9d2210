import { describe, expect, it } from 'vitest';
import { buildRailLinks, type RailContext } from './rail-links';

const base: RailContext = {
  pathname: '/overview/account/1',
  hasDenBoschAccess: false,
  hasCpAccess: false,
  contentPortalUrl: 'https://portal.example.test',
  workspacesUrl: 'https://retail.example.test/workspaces',
  accountId: 1,
  canOpenSettings: true,
};
const byId = (context: RailContext) =>
  Object.fromEntries(buildRailLinks(context).map((link) => [link.id, link]));

describe('side rail (spec §2.3, §2.4, §6)', () => {
  it('has Projects, Content Portal and Settings for a plain user', () => {
    expect(buildRailLinks(base).map((link) => link.id)).toEqual([
      'projects',
      'content-portal',
      'settings',
    ]);
  });

  it('makes Projects active unless on the content portal', () => {
    expect(byId(base).projects?.isActive).toBe(true);
    expect(byId(base)['content-portal']?.isActive).toBe(false);
    const onPortal = byId({ ...base, pathname: '/content-portal' });
    expect(onPortal.projects?.isActive).toBe(false);
    expect(onPortal['content-portal']?.isActive).toBe(true);
    expect(byId({ ...base, pathname: '/content-portal-x' }).projects?.isActive).toBe(true);
  });

  it('shows Workspaces only with the retail-area access flag, to the configured area', () => {
    expect(byId(base).workspaces).toBeUndefined();
    expect(byId({ ...base, hasDenBoschAccess: true }).workspaces).toMatchObject({
      href: 'https://retail.example.test/workspaces',
      isExternal: true,
    });
    // Without a configured retail area there is nothing to link to.
    expect(
      byId({ ...base, hasDenBoschAccess: true, workspacesUrl: undefined }).workspaces,
    ).toBeUndefined();
    expect(buildRailLinks({ ...base, hasDenBoschAccess: true }).map((link) => link.id)).toEqual([
      'projects',
      'workspaces',
      'content-portal',
      'settings',
    ]);
  });

  it('sends content-portal users to the external portal, everyone else to /content-portal', () => {
    expect(byId(base)['content-portal']).toMatchObject({
      href: '/content-portal',
      isExternal: false,
    });
    expect(byId({ ...base, hasCpAccess: true })['content-portal']).toMatchObject({
      href: 'https://portal.example.test',
      isExternal: true,
    });
  });

  it('keeps /content-portal when no external portal is configured', () => {
    expect(
      byId({ ...base, hasCpAccess: true, contentPortalUrl: undefined })['content-portal'],
    ).toMatchObject({ href: '/content-portal', isExternal: false });
  });

  it("opens the organisation's settings in a new tab, when there is an organisation", () => {
    expect(byId(base).settings).toMatchObject({
      href: '/organisation-settings/account/1',
      opensNewTab: true,
    });
    expect(byId({ ...base, accountId: undefined }).settings).toBeUndefined();
  });

  it('offers the settings only to those who may open them (docs/adr/0017)', () => {
    expect(byId({ ...base, canOpenSettings: false }).settings).toBeUndefined();
  });
});
