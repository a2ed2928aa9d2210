import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { DEMO_SHOP_PATH, demoHelpUrl } from './demo-catalogue';
import * as t from './schema';

/** What a demo item's product link was before version 6: its site's made-up shop host. */
const OLD_PRODUCT_LINK = '^https://([a-z0-9.-]+)/p/([0-9]+)$';

/** What the welcome announcement linked to before version 6: a host that never resolved. */
const OLD_WELCOME_LINK = 'https://feedline.example/getting-started';

/**
 * Version 6: the demo points at nothing it does not serve. An older database's items of the demo
 * organisations whose link is their own site's made-up shop address (`https://acme.nl/p/7` on
 * acme.nl) get the demo shop's product page of the same item; the welcome announcement leads to
 * the demo's help page. Anything else — somebody's own links — is left alone.
 */
export async function seedDemoShopLinks(tx: Executor, baseUrl: string) {
  await tx
    .update(t.announcements)
    .set({ linkUrl: demoHelpUrl(baseUrl) })
    .where(eq(t.announcements.linkUrl, OLD_WELCOME_LINK));

  const accounts = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(inArray(t.accounts.company, ['Acme Retail', 'Globex Outlet', 'Initech Secure']));
  if (accounts.length === 0) return;
  const shops = `${baseUrl.replace(/\/+$/, '')}${DEMO_SHOP_PATH}/`;
  const link = sql`(${t.siteItems.data} ->> 'link')`;
  // The site's host-like name, as the demo feeds name their shop (demoHostOf).
  const siteHost = sql`regexp_replace(btrim(s.name), '\\s+', '-', 'g')`;
  await tx.execute(sql`
    update ${t.siteItems}
    set data = jsonb_set(${t.siteItems.data}, '{link}', to_jsonb(
      ${shops} || substring(${link} from ${OLD_PRODUCT_LINK}) || '/p/'
        || substring(${link} from '/p/([0-9]+)$')))
    from ${t.sites} s join ${t.projects} p on p.id = s.project_id
    where s.id = ${t.siteItems.siteId}
      and p.account_id in (${sql.join(
        accounts.map((account) => sql`${account.id}`),
        sql`, `,
      )})
      and ${link} ~ ${OLD_PRODUCT_LINK}
      and substring(${link} from ${OLD_PRODUCT_LINK}) = ${siteHost}`);
}
