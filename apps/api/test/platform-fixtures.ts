import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from './helper';

/** Ids of the demo data by name (shared/DEMO-DATA.md), for the tests of the embedded screens' API. */
/** The ids of the three demo organisations. */
export async function demoAccountIds(t: TestApp) {
  const demo = demoIds(t);
  return {
    acme: await demo.account('Acme Retail'),
    globex: await demo.account('Globex Outlet'),
    initech: await demo.account('Initech Secure'),
  };
}

export function demoIds(t: TestApp) {
  const one = <T>(rows: T[], what: string): T => {
    if (!rows[0]) throw new Error(`No demo ${what}`);
    return rows[0];
  };
  return {
    async account(company: string) {
      const rows = await t.db
        .select({ id: schema.accounts.id })
        .from(schema.accounts)
        .where(eq(schema.accounts.company, company));
      return one(rows, `account ${company}`).id;
    },
    async site(name: string) {
      const rows = await t.db
        .select({ id: schema.sites.id })
        .from(schema.sites)
        .where(eq(schema.sites.name, name));
      return one(rows, `site ${name}`).id;
    },
    async channel(siteId: number, name: string) {
      const rows = await t.db
        .select({ id: schema.channels.id })
        .from(schema.channels)
        .where(and(eq(schema.channels.siteId, siteId), eq(schema.channels.name, name)));
      return one(rows, `channel ${name}`).id;
    },
    async classification(channelId: number, name: string) {
      const rows = await t.db
        .select({ id: schema.classifications.id })
        .from(schema.classifications)
        .where(
          and(
            eq(schema.classifications.channelId, channelId),
            eq(schema.classifications.name, name),
          ),
        );
      return one(rows, `sub-channel ${name}`).id;
    },
  };
}

/** GET `url` as the user of `email` (or without a token). */
export function getAs(t: TestApp) {
  return async (url: string, email?: string) =>
    t.app.inject({ method: 'GET', url, headers: email ? await t.authHeader(email) : {} });
}
