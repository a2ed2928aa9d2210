import { expect, type Page } from '@playwright/test';
import { demoSite } from './embedded-screen';

/** The ids of the demo site acme.nl (Acme Retail, Acme Benelux) and its Google Shopping NL. */
export interface DemoIds {
  accountId: number;
  projectId: number;
  siteId: number;
  channelId: number;
  /** globex.com and its organisation and project: Globex Outlet has monitoring, Acme Retail not. */
  monitored: { accountId: number; projectId: number; siteId: number };
}

export interface DemoPage {
  name: string;
  path: (ids: DemoIds) => string;
  /** The page shows an embedded screen (its frame is checked too). */
  embedded?: boolean;
}

/** Every kind of page: the shell's own, and each embedded screen. */
export const DEMO_PAGES: readonly DemoPage[] = [
  { name: 'organisation overview', path: (ids) => `/overview/account/${ids.accountId}` },
  { name: 'project overview', path: (ids) => `/overview/project/${ids.projectId}` },
  {
    name: 'organisation dashboard',
    path: (ids) => `/dashboard/account/${ids.accountId}`,
    embedded: true,
  },
  {
    name: 'project dashboard',
    path: (ids) => `/dashboard/project/${ids.projectId}`,
    embedded: true,
  },
  {
    name: 'organisation monitoring',
    path: (ids) => `/monitoring/account/${ids.monitored.accountId}`,
    embedded: true,
  },
  {
    name: 'project monitoring',
    path: (ids) => `/monitoring/project/${ids.monitored.projectId}`,
    embedded: true,
  },
  {
    name: 'site monitoring',
    path: (ids) => `/monitoring/site/${ids.monitored.siteId}`,
    embedded: true,
  },
  { name: 'profile', path: () => '/profile' },
  {
    name: 'organisation settings',
    path: (ids) => `/organisation-settings/account/${ids.accountId}`,
  },
  {
    name: 'site dashboard',
    path: (ids) => `/dashboard/site/${ids.siteId}/version/1`,
    embedded: true,
  },
  {
    name: 'data view',
    path: (ids) => `/data-view/site/${ids.siteId}?stage=import`,
    embedded: true,
  },
  { name: 'data map', path: (ids) => `/data-map/site/${ids.siteId}`, embedded: true },
  { name: 'data flows', path: (ids) => `/data-flow/site/${ids.siteId}`, embedded: true },
  {
    name: 'data-flow editor',
    path: (ids) => `/data-flow/site/${ids.siteId}/export/${ids.channelId}`,
    embedded: true,
  },
  { name: 'data sources', path: (ids) => `/data-sources/site/${ids.siteId}`, embedded: true },
  { name: 'exports', path: (ids) => `/exports/site/${ids.siteId}`, embedded: true },
  { name: 'scheduling', path: (ids) => `/scheduling/site/${ids.siteId}`, embedded: true },
  { name: 'error log', path: (ids) => `/error-log/site/${ids.siteId}`, embedded: true },
  { name: 'activity', path: (ids) => `/activity/site/${ids.siteId}`, embedded: true },
];

/** Opens the shell as the signed-in owner and looks up the ids the page list needs. */
export async function demoIds(page: Page): Promise<DemoIds> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  const site = await demoSite(page, 'Acme Retail', 'acme.nl');
  const google = site.channels.find((channel) => channel.name === 'Google Shopping NL')!;
  const { accountId, projectId, siteId } = await demoSite(page, 'Globex Outlet', 'globex.com');
  return {
    accountId: site.accountId,
    projectId: site.projectId,
    siteId: site.siteId,
    channelId: google.id,
    monitored: { accountId, projectId, siteId },
  };
}
