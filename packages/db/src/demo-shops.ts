import { demoHostOf } from './demo-feeds';
import { DEMO_ACCOUNTS } from './seed';
import { LARGE_SITE } from './seed-large-site';

/** The made-up shops of the demo sites, by host-like name (acme.nl, acme.nl-outlet …). */
const DEMO_SHOP_HOSTS: ReadonlySet<string> = new Set([
  ...DEMO_ACCOUNTS.flatMap((account) =>
    account.projects.flatMap((project) => project.sites.map((site) => demoHostOf(site.name))),
  ),
  LARGE_SITE.site,
]);

/** True for the host-like name of a demo site's shop, whose pages the demo serves. */
export const isDemoShopHost = (host: string): boolean => DEMO_SHOP_HOSTS.has(host);
