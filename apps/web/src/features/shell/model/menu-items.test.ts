import { describe, expect, it } from 'vitest';
import type { Level } from '../../../lib/level';
import { buildMenu, fillRoute, isActivePath, MENU_ITEMS, menuItemsForLevel } from './menu-items';

const ids = { accountId: 1, projectId: 2, siteId: 3, channelId: 4 };

function itemIds(level: Level): string[] {
  return menuItemsForLevel(level).map((item) => item.id);
}

describe('menu items per level (spec §2.4)', () => {
  it('top: back to projects', () => {
    expect(itemIds('top')).toEqual(['back-to-projects']);
  });

  it('account', () => {
    expect(itemIds('account')).toEqual([
      'overview',
      'dashboard',
      'authentication',
      'user-management',
      'monitoring',
      'ftp',
      'activity',
      'shared-settings',
      'shared-datasource',
    ]);
  });

  it('project', () => {
    expect(itemIds('project')).toEqual([
      'overview',
      'dashboard',
      'authentication',
      'monitoring',
      'activity',
      'order-sync',
      'reporting',
      'settings',
    ]);
  });

  it('site', () => {
    expect(itemIds('site')).toEqual([
      'dashboard',
      'data-map',
      'authentication',
      'data-sources',
      'data-services',
      'exports',
      'feedbacks',
      'new-designer',
      'designer',
      'scheduling',
      'data-flow',
      'data-view',
      'lists',
      'finance-strategy',
      'reporting',
      'error-log',
      'monitoring',
      'activity',
      'tracking',
      'settings',
    ]);
  });

  it('channel', () => {
    expect(itemIds('channel')).toEqual(['setup', 'status', 'order-columns']);
  });

  it('carries tags, features, badge and roles from the spec', () => {
    const find = (level: Level, id: string) =>
      MENU_ITEMS.find((item) => item.level === level && item.id === id);
    expect(find('account', 'shared-settings')).toMatchObject({ tag: 'beta' });
    expect(find('account', 'shared-datasource')).toMatchObject({
      tag: 'beta',
      feature: 'shared_data_source',
    });
    expect(find('site', 'feedbacks')?.feature).toBe('feedback_service_ui');
    expect(find('site', 'new-designer')?.feature).toBe('new_gen_image_designer');
    expect(find('site', 'error-log')?.hasBadge).toBe(true);
    const adminOnly = (level: Level) =>
      menuItemsForLevel(level)
        .filter((item) => item.roles?.includes('admin') && item.roles.includes('master'))
        .map((item) => item.id);
    expect(adminOnly('account')).toEqual([
      'dashboard',
      'user-management',
      'monitoring',
      'ftp',
      'activity',
      'shared-settings',
      'shared-datasource',
    ]);
    expect(adminOnly('project')).toEqual([
      'dashboard',
      'monitoring',
      'activity',
      'order-sync',
      'settings',
    ]);
  });
});

describe('fillRoute', () => {
  it('fills every placeholder', () => {
    expect(fillRoute('/exports/site/{siteId}/channel/{channelId}/setup', ids)).toBe(
      '/exports/site/3/channel/4/setup',
    );
  });

  it('is null when an id is missing', () => {
    expect(fillRoute('/overview/account/{accountId}', {})).toBeNull();
  });
});

describe('buildMenu', () => {
  it('links account items to their account routes', () => {
    const menu = buildMenu('account', { accountId: 1 });
    expect(menu.find((entry) => entry.item.id === 'overview')?.href).toBe('/overview/account/1');
    expect(menu.find((entry) => entry.item.id === 'dashboard')?.href).toBe('/dashboard/account/1');
  });

  it('links site items to their site routes', () => {
    const menu = buildMenu('site', { siteId: 3 });
    const hrefOf = (id: string) => menu.find((entry) => entry.item.id === id)?.href;
    expect(hrefOf('dashboard')).toBe('/dashboard/site/3/version/1');
    expect(hrefOf('data-view')).toBe('/data-view/site/3');
    expect(hrefOf('data-flow')).toBe('/data-flow/site/3');
    expect(hrefOf('new-designer')).toBe('/new/designer/site/3');
  });

  it('links back to projects at top level', () => {
    expect(buildMenu('top', {})).toEqual([
      { item: expect.objectContaining({ id: 'back-to-projects' }), href: '/' },
    ]);
  });

  it('leaves out items whose ids are unknown', () => {
    expect(buildMenu('channel', { siteId: 3 })).toEqual([]);
  });
});

describe('isActivePath', () => {
  it('matches the page and its sub-pages', () => {
    expect(isActivePath('/overview/account/1', '/overview/account/1')).toBe(true);
    expect(isActivePath('/overview/account/1/add-project', '/overview/account/1')).toBe(true);
    expect(isActivePath('/overview/account/10', '/overview/account/1')).toBe(false);
  });

  it('matches the root only on the root', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/overview/account/1', '/')).toBe(false);
  });
});
