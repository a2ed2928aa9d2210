// Budgets of the data-flow issue, measured through the API on the demo data (plus the large site):
// a copy to the 25 acme-shop sites takes at most 3× a copy to one, and the editor's first preview
// (its flow, then the first items it previews) on acme-large.nl (100 000 items) at most 1.5× the
// same on acme.nl. Real handlers and database, inject()ed; medians of alternating rounds.
import { LARGE_SITE, schema, seedLargeSite, type DbHandle } from '@feedline/db';
import { and, eq, like } from 'drizzle-orm';
import { startBenchApp } from './bench-app';
import { median, type BudgetResult } from './budget';

const LARGE_SITE_ITEMS = 100_000;
const ROUNDS = 9;

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Runs both sides alternately (after a warm-up each) and compares the medians. */
async function compare(small: () => Promise<void>, large: () => Promise<void>) {
  await small();
  await large();
  const times = { small: [] as number[], large: [] as number[] };
  for (let round = 0; round < ROUNDS; round += 1) {
    if (round % 2) {
      times.large.push(await timed(large));
      times.small.push(await timed(small));
    } else {
      times.small.push(await timed(small));
      times.large.push(await timed(large));
    }
  }
  return { small: median(times.small), large: median(times.large) };
}

function expectOk(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode !== 200) {
    throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
}

export async function dataFlowBudgets(): Promise<BudgetResult[]> {
  const bench = await startBenchApp((db: DbHandle) =>
    seedLargeSite(db.db, LARGE_SITE_ITEMS).then(() => undefined),
  );
  try {
    const { db } = bench.db;
    const headers = bench.auth;
    const server = bench.app;

    const siteOf = async (name: string) =>
      (await db.select().from(schema.sites).where(eq(schema.sites.name, name)))[0]!;
    const channelOf = async (siteId: number, name: string) =>
      (
        await db
          .select()
          .from(schema.channels)
          .where(and(eq(schema.channels.siteId, siteId), eq(schema.channels.name, name)))
      )[0]!;

    // Copy: Google Shopping NL of acme.nl to one acme-shop site, and to all 25.
    const acmeNl = await siteOf('acme.nl');
    const google = await channelOf(acmeNl.id, 'Google Shopping NL');
    const shops = await db
      .select({ siteId: schema.channels.siteId, channelId: schema.channels.id })
      .from(schema.channels)
      .innerJoin(schema.sites, eq(schema.sites.id, schema.channels.siteId))
      .where(like(schema.sites.name, 'acme-shop-%'));
    const copyTo = (targets: typeof shops) => async () => {
      const [first, ...rest] = targets;
      const response = await server.inject({
        method: 'POST',
        url: `/api/site/${acmeNl.id}/copy-channel`,
        headers,
        payload: {
          'site-id': acmeNl.id,
          'source-site-id': acmeNl.id,
          'source-channel-id': google.id,
          'target-site-id': first!.siteId,
          'target-channel-id': first!.channelId,
          'additional-targets': rest.map((shop) => ({
            title: String(shop.channelId),
            'site-id': shop.siteId,
            'channel-id': shop.channelId,
          })),
        },
      });
      expectOk(response, 'the copy');
    };
    const copy = await compare(copyTo(shops.slice(0, 1)), copyTo(shops));

    // The editor's first preview: its flow, then the first items after the site's rules.
    const large = await siteOf(LARGE_SITE.site);
    const largeChannel = await channelOf(large.id, LARGE_SITE.channel);
    const preview = (siteId: number, channelId: number) => async () => {
      const flow = await server.inject({
        method: 'GET',
        url: `/api/sites/${siteId}/channels/${channelId}/data-flow`,
        headers,
      });
      expectOk(flow, 'the flow');
      const items = await server.inject({
        method: 'GET',
        url: `/api/sites/${siteId}/items?stage=intermediate&limit=10&count=none`,
        headers,
      });
      expectOk(items, 'the preview items');
    };
    const editor = await compare(preview(acmeNl.id, google.id), preview(large.id, largeChannel.id));

    return [
      {
        budget: `copy a data flow to ${shops.length} sites vs to 1 (${bench.label})`,
        measured: copy.large / copy.small,
        limit: 3,
        kind: 'max',
        detail: `median ${copy.large.toFixed(0)} ms vs ${copy.small.toFixed(0)} ms`,
      },
      {
        budget: `data-flow editor first preview, ${LARGE_SITE_ITEMS.toLocaleString('en')} items vs 50 items (${bench.label})`,
        measured: editor.large / editor.small,
        limit: 1.5,
        kind: 'max',
        detail: `median ${editor.large.toFixed(1)} ms vs ${editor.small.toFixed(1)} ms`,
      },
    ];
  } finally {
    await bench.close();
  }
}
