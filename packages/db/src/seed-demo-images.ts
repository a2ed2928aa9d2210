import { inArray, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { DEMO_IMAGE_COUNT, DEMO_IMAGES_PATH } from './demo-catalogue';
import * as t from './schema';

/** What the demo items' pictures were before version 5: a made-up shop host that never resolved. */
const OLD_IMAGE_LINK = '^https://[^/]+/img/([0-9]+)\\.jpg$';

/**
 * Version 5: the demo items' pictures are the demo's own (demo-images.ts). An older database's
 * items of the demo organisations get the new address of the same picture number; the importing
 * sites also re-import from their feeds after the upgrade (the server starts their imports).
 */
export async function seedDemoImages(tx: Executor, baseUrl: string) {
  const accounts = await tx
    .select({ id: t.accounts.id })
    .from(t.accounts)
    .where(inArray(t.accounts.company, ['Acme Retail', 'Globex Outlet', 'Initech Secure']));
  if (accounts.length === 0) return;
  const prefix = `${baseUrl.replace(/\/+$/, '')}${DEMO_IMAGES_PATH}/`;
  const oldNumber = sql`(substring(${t.siteItems.data} ->> 'image_link' from ${OLD_IMAGE_LINK}))::bigint`;
  await tx.execute(sql`
    update ${t.siteItems}
    set data = jsonb_set(${t.siteItems.data}, '{image_link}',
      to_jsonb(${prefix} || ((${oldNumber} - 1) % ${DEMO_IMAGE_COUNT} + 1)::text || '.svg'))
    where ${t.siteItems.siteId} in (
      select s.id from ${t.sites} s join ${t.projects} p on p.id = s.project_id
      where p.account_id in (${sql.join(
        accounts.map((account) => sql`${account.id}`),
        sql`, `,
      )}))
      and ${t.siteItems.data} ->> 'image_link' ~ ${OLD_IMAGE_LINK}`);
}
