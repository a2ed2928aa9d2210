import { englishLogText } from '@feedline/contracts/log-messages';
import { schema } from '@feedline/db';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportRunHandlers } from '../src/modules/exports/exports.service';
import { runFileName } from '../src/modules/exports/exports.repository';
import { writeStoredFile } from '../src/modules/files/stored-files';
import { importRunHandlers } from '../src/modules/imports/imports.service';
import {
  RunCancelled,
  SITE_RUN_QUEUE,
  startRunWorker,
  type RunContext,
} from '../src/modules/runs/runs.queue';
import {
  cancelQueuedRun,
  findRunById,
  insertRun,
  markRunStarted,
} from '../src/modules/runs/runs.repository';
import type { NewLogLine } from '../src/modules/site-logs/site-logs.service';
import { buildTestApp, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
const ids = {
  acme: 0,
  site: 0,
  google: 0,
  shoes: 0,
  bags: 0,
  meta: 0,
  bol: 0,
  siteDe: 0,
  googleDe: 0,
  globexSite: 0,
  globexChannel: 0,
};
const OWNER = 'owner@acme.test';
const lines: NewLogLine[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const demo = demoIds(t);
  ids.acme = await demo.account('Acme Retail');
  ids.site = await demo.site('acme.nl');
  ids.google = await demo.channel(ids.site, 'Google Shopping NL');
  ids.shoes = await demo.classification(ids.google, 'Shoes');
  ids.bags = await demo.classification(ids.google, 'Bags');
  ids.meta = await demo.channel(ids.site, 'Meta Catalog NL');
  ids.bol = await demo.channel(ids.site, 'Bol.com');
  ids.siteDe = await demo.site('acme.de');
  ids.googleDe = await demo.channel(ids.siteDe, 'Google Shopping DE');
  ids.globexSite = await demo.site('globex.com');
  ids.globexChannel = await demo.channel(ids.globexSite, 'Google Shopping US');
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  lines.length = 0;
});

const as = async (email: string) => t.authHeader(email);

/** Runs one export as the worker would, without the queue (the run has no job). */
async function exportNow(
  channelId: number,
  classificationId: number | null = null,
  checkpoint: RunContext['checkpoint'] = async () => undefined,
) {
  const queued = await insertRun(t.db, {
    siteId: ids.site,
    kind: 'export',
    channelId,
    classificationId,
    trigger: 'user',
    userId: null,
  });
  expect(queued, 'no export of this feed is open').toBeDefined();
  const run = (await markRunStarted(t.db, queued!.id))!;
  await exportRunHandlers.run(t.app, {
    run,
    checkpoint,
    log: async (line) => {
      lines.push(line);
    },
  });
  return (await findRunById(t.db, run.id))!;
}

async function setFormat(channelId: number, format: string, email = OWNER, siteId = ids.site) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/channels/${channelId}/feed`,
    headers: await as(email),
    payload: { format },
  });
}

async function feedsOfSite(siteId = ids.site) {
  const answer = await t.app.inject({
    url: `/api/sites/${siteId}/feeds`,
    headers: await as(OWNER),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as {
    channelId: number;
    classificationId: number | null;
    url: string;
    format: string;
    publishedAt: string | null;
    size: number | null;
    lastRun: { id: number; status: string } | null;
  }[];
}

async function urlOf(channelId: number, classificationId: number | null = null) {
  const feed = (await feedsOfSite()).find(
    (entry) => entry.channelId === channelId && entry.classificationId === classificationId,
  );
  return new URL(feed!.url).pathname;
}

const fetchFeed = (
  path: string,
  headers: Record<string, string | undefined> = {},
  method = 'GET',
) => t.app.inject({ method: method as 'GET' | 'HEAD', url: path, headers });

const problemsOf = (runId: number) =>
  t.db
    .select()
    .from(schema.feedRunProblems)
    .where(eq(schema.feedRunProblems.runId, runId))
    .orderBy(schema.feedRunProblems.row, schema.feedRunProblems.field);

async function itemData(externalId: string) {
  const [row] = await t.db
    .select({ data: schema.siteItems.data })
    .from(schema.siteItems)
    .where(and(eq(schema.siteItems.siteId, ids.site), eq(schema.siteItems.externalId, externalId)));
  return row!.data;
}

async function setItemData(
  externalId: string,
  data: Record<string, string | number | boolean | null>,
) {
  await t.db
    .update(schema.siteItems)
    .set({ data })
    .where(and(eq(schema.siteItems.siteId, ids.site), eq(schema.siteItems.externalId, externalId)));
}

/**
 * Waits (bounded, by polling the runs) until no export of the site is queued or running, and
 * answers the site's export runs queued through the requests (those with a job).
 */
async function waitForOpenExports() {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const runs = await t.db
      .select()
      .from(schema.feedRuns)
      .where(and(eq(schema.feedRuns.siteId, ids.site), eq(schema.feedRuns.kind, 'export')));
    if (runs.every((run) => run.status !== 'queued' && run.status !== 'running')) {
      return runs.filter((run) => run.jobId !== null);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the exports did not end');
}

describe('exporting a channel', () => {
  it('writes the flow’s columns of every item as Google Merchant XML and publishes it', async () => {
    expect((await setFormat(ids.google, 'xml-google')).json()).toMatchObject({
      channelId: ids.google,
      classificationId: null,
      format: 'xml-google',
      publishedAt: null,
    });
    const run = await exportNow(ids.google);
    expect(run).toMatchObject({
      status: 'succeeded',
      rowsRead: 50,
      itemsWritten: 50,
      itemsSkipped: 0,
      problemCount: 0,
    });
    expect(lines.at(-1)).toMatchObject({ type: 'success' });
    const answer = await fetchFeed(await urlOf(ids.google));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const body = answer.body;
    expect(body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0" xmlns:g="http:\/\/base.google.com\/ns\/1.0">/,
    );
    expect(body.match(/<item>/g)).toHaveLength(50);
    // The first demo item, through the site's rules (price with currency, availability) and the
    // flow (id, title, price, link, image_link, availability, gtin, brand).
    const first = body.slice(body.indexOf('<item>'), body.indexOf('</item>') + 7);
    expect(first).toBe(
      [
        '<item>',
        '<g:id>SKU-000001</g:id>',
        '<g:title>Acme Shoe black 1</g:title>',
        '<g:price>9.95 EUR</g:price>',
        '<g:link>http://localhost:3000/demo-shop/acme.nl/p/1</g:link>',
        '<g:image_link>http://localhost:3000/demo-feeds/img/1.svg</g:image_link>',
        '<g:availability>out_of_stock</g:availability>',
        '<g:gtin>8710000000001</g:gtin>',
        '<g:brand>Acme</g:brand>',
        '</item>',
      ].join('\n'),
    );
  });

  it('writes CSV with the flow’s columns as its header, and replaces the previous file', async () => {
    const [before] = await t.db
      .select({ fileId: schema.channelFeeds.fileId })
      .from(schema.channelFeeds)
      .where(eq(schema.channelFeeds.channelId, ids.google));
    expect((await setFormat(ids.google, 'csv')).statusCode).toBe(200);
    const run = await exportNow(ids.google);
    expect(run).toMatchObject({ status: 'succeeded', rowsRead: 50, itemsWritten: 50 });
    const answer = await fetchFeed(await urlOf(ids.google));
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csvLines = answer.body.split('\n');
    expect(csvLines[0]).toBe('id,title,price,link,image_link,availability,gtin,brand');
    expect(csvLines[1]).toBe(
      'SKU-000001,Acme Shoe black 1,9.95 EUR,http://localhost:3000/demo-shop/acme.nl/p/1,http://localhost:3000/demo-feeds/img/1.svg,out_of_stock,8710000000001,Acme',
    );
    expect(csvLines).toHaveLength(52);
    expect(csvLines.at(-1)).toBe('');
    const old = await t.db
      .select({ id: schema.storedFiles.id })
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, before!.fileId));
    expect(old).toEqual([]);
  });

  it('exports a sub-channel through its own flow, at its own address', async () => {
    const run = await exportNow(ids.google, ids.shoes);
    expect(run).toMatchObject({
      status: 'succeeded',
      classificationId: ids.shoes,
      itemsWritten: 50,
    });
    const path = await urlOf(ids.google, ids.shoes);
    expect(path).toMatch(new RegExp(`^/feeds/[0-9a-f]{64}/${ids.shoes}$`));
    const answer = await fetchFeed(path);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'inline; filename="google-shopping-nl-shoes.csv"',
    );
    const [header, first] = answer.body.split('\n');
    expect(header).toBe('id,title,price,link,image_link,availability,gtin,brand,product_type');
    expect(first).toMatch(/^SKU-000001,.*,Shoes$/);
    const listed = (await feedsOfSite()).find((feed) => feed.classificationId === ids.shoes);
    expect(listed).toMatchObject({ format: 'csv', lastRun: { id: run.id, status: 'succeeded' } });
    expect(listed!.publishedAt).not.toBeNull();
    expect(listed!.size).toBe(Buffer.byteLength(answer.body));
  });

  it('leaves out items without id and fails items Google cannot carry, with problems', async () => {
    const [noId, noTitle] = [await itemData('SKU-000002'), await itemData('SKU-000003')];
    await setItemData('SKU-000002', { ...noId, id: '  ' });
    await setItemData('SKU-000003', { ...noTitle, title: '', price: 'ask us' });
    try {
      await setFormat(ids.google, 'xml-google');
      const xmlRun = await exportNow(ids.google);
      expect(xmlRun).toMatchObject({
        status: 'succeeded',
        rowsRead: 50,
        itemsWritten: 48,
        itemsSkipped: 1,
        problemCount: 1,
      });
      expect(lines.at(-1)).toMatchObject({ type: 'warning' });
      const problems = await problemsOf(xmlRun.id);
      expect(problems).toMatchObject([
        { row: 3, code: 'bad-value', externalId: 'SKU-000003', field: 'price' },
        { row: 3, code: 'missing-value', externalId: 'SKU-000003', field: 'title' },
      ]);
      expect(problems[0]!.message).toContain('ask us');
      const body = (await fetchFeed(await urlOf(ids.google))).body;
      expect(body).not.toContain('SKU-000002');
      expect(body).not.toContain('SKU-000003');

      await setFormat(ids.google, 'csv');
      const csvRun = await exportNow(ids.google);
      expect(csvRun).toMatchObject({ itemsWritten: 49, itemsSkipped: 1, problemCount: 0 });
      expect(await problemsOf(csvRun.id)).toEqual([]);
    } finally {
      await setItemData('SKU-000002', noId);
      await setItemData('SKU-000003', noTitle);
    }
  });

  it('fails the run, publishing nothing, when the flow has no id column', async () => {
    const [flow] = await t.db
      .select()
      .from(schema.dataFlows)
      .where(eq(schema.dataFlows.channelId, ids.meta));
    await t.db
      .update(schema.dataFlows)
      .set({
        definition: { columns: flow!.definition.columns.filter((column) => column.name !== 'id') },
      })
      .where(eq(schema.dataFlows.id, flow!.id));
    try {
      const run = await exportNow(ids.meta);
      expect(run.status).toBe('failed');
      expect(run.error).toBe(
        'Meta Catalog NL has no "id" column in its data flow: every item of a feed needs one',
      );
      expect(lines.at(-1)).toEqual({
        type: 'error',
        key: 'export.failed',
        params: { reason: 'no-id-column', feed: 'Meta Catalog NL' },
      });
      expect(englishLogText(lines.at(-1)!)).toBe(`Export failed: ${run.error}`);
      expect((await fetchFeed(await urlOf(ids.meta))).statusCode).toBe(404);
    } finally {
      await t.db
        .update(schema.dataFlows)
        .set({ definition: flow!.definition })
        .where(eq(schema.dataFlows.id, flow!.id));
    }
  });

  it('stops at a cancel between batches and leaves no file behind', async () => {
    const files = () =>
      t.db
        .select({ id: schema.storedFiles.id })
        .from(schema.storedFiles)
        .where(like(schema.storedFiles.name, 'export-run-%'));
    const before = await files();
    await expect(
      exportNow(ids.meta, null, async () => {
        throw new RunCancelled();
      }),
    ).rejects.toBeInstanceOf(RunCancelled);
    expect(await files()).toEqual(before);
    const [open] = await t.db
      .select()
      .from(schema.feedRuns)
      .where(and(eq(schema.feedRuns.channelId, ids.meta), eq(schema.feedRuns.status, 'running')));
    await t.db
      .update(schema.feedRuns)
      .set({ status: 'cancelled' })
      .where(eq(schema.feedRuns.id, open!.id));
  });

  it('cleans up a file its run wrote but did not publish', async () => {
    const run = await insertRun(t.db, {
      siteId: ids.site,
      kind: 'export',
      channelId: ids.bol,
      trigger: 'user',
    });
    const file = await writeStoredFile(
      t.db,
      { accountId: ids.acme, name: runFileName(run!.id, 'csv'), contentType: 'text/csv' },
      (async function* () {
        yield Buffer.from('id\n1\n');
      })(),
    );
    await exportRunHandlers.cleanup(t.app, run!);
    const left = await t.db
      .select()
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.id, file.id));
    expect(left).toEqual([]);
    await cancelQueuedRun(t.db, run!);
  });
});

describe('the public feed address', () => {
  it('answers with the headers a feed reader needs, and HEAD with the same and no body', async () => {
    const path = await urlOf(ids.google);
    const answer = await fetchFeed(path);
    const [published] = await t.db
      .select({ sha256: schema.storedFiles.sha256 })
      .from(schema.channelFeeds)
      .innerJoin(schema.storedFiles, eq(schema.storedFiles.id, schema.channelFeeds.fileId))
      .where(
        and(
          eq(schema.channelFeeds.channelId, ids.google),
          isNull(schema.channelFeeds.classificationId),
        ),
      );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-length': String(Buffer.byteLength(answer.body)),
      'content-disposition': 'inline; filename="google-shopping-nl.csv"',
      etag: `"${published!.sha256}"`,
      'cache-control': 'no-cache',
    });
    expect(new Date(answer.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
    const head = await fetchFeed(path, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(answer.headers['content-length']);
    expect(head.headers.etag).toBe(answer.headers.etag);
  });

  it('answers 304 to If-None-Match and If-Modified-Since for the current file', async () => {
    const path = await urlOf(ids.google);
    const first = await fetchFeed(path);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-modified-since': lastModified },
    ]) {
      const answer = await fetchFeed(path, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers.etag).toBe(etag);
    }
    const headNotModified = await fetchFeed(path, { 'if-none-match': etag }, 'HEAD');
    expect(headNotModified.statusCode).toBe(304);
    const older = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await fetchFeed(path, { 'if-modified-since': older })).statusCode).toBe(200);
    // If-None-Match decides when both are sent.
    expect(
      (await fetchFeed(path, { 'if-none-match': '"other"', 'if-modified-since': lastModified }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 with a JSON error for an unknown token, another channel’s sub-channel, or no file', async () => {
    const [googlePath, metaPath, bolPath] = [
      await urlOf(ids.google),
      await urlOf(ids.meta),
      await urlOf(ids.bol),
    ];
    const missing = [
      `/feeds/${'0'.repeat(64)}`,
      '/feeds/not-a-token',
      `${metaPath}/${ids.shoes}`,
      `${googlePath}/${ids.bags}`,
      `${googlePath}/abc`,
      `${googlePath}/99999999999`,
      bolPath,
    ];
    for (const path of missing) {
      const answer = await fetchFeed(path);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not-found' });
      expect(answer.json().message).toMatch(/^No feed at this address/);
    }
  });

  it('moves to a new address when the token is rotated; the old one answers 404', async () => {
    const oldPath = await urlOf(ids.google);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${ids.site}/channels/${ids.google}/feed/token`,
      headers: await as(OWNER),
    });
    expect(answer.statusCode).toBe(200);
    const newPath = new URL(answer.json().url).pathname;
    expect(newPath).toMatch(/^\/feeds\/[0-9a-f]{64}$/);
    expect(newPath).not.toBe(oldPath);
    expect((await fetchFeed(oldPath)).statusCode).toBe(404);
    expect((await fetchFeed(`${oldPath}/${ids.shoes}`)).statusCode).toBe(404);
    expect((await fetchFeed(newPath)).statusCode).toBe(200);
    expect((await fetchFeed(`${newPath}/${ids.shoes}`)).statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'feed.token-rotated'));
    expect(event).toMatchObject({
      siteId: ids.site,
      targetType: 'channel',
      targetId: String(ids.google),
    });
    expect(JSON.stringify(event!.data)).not.toContain(newPath.slice(7));
  });
});

describe('changing a channel’s feed', () => {
  it('records the format change, and refuses a format it cannot write', async () => {
    const answer = await setFormat(ids.meta, 'tsv');
    expect(answer.json()).toMatchObject({ channelId: ids.meta, format: 'tsv' });
    const events = await t.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(
          eq(schema.auditEvents.action, 'feed.format-changed'),
          eq(schema.auditEvents.targetId, String(ids.meta)),
        ),
      );
    expect(events).toMatchObject([{ accountId: ids.acme, data: { from: 'csv', to: 'tsv' } }]);
    expect((await setFormat(ids.meta, 'xlsx')).statusCode).toBe(400);
  });

  it('is refused to a read-only user, to another organisation, and for another site’s channel', async () => {
    const readOnly = await setFormat(ids.googleDe, 'tsv', 'editor@acme.test', ids.siteDe);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ key: 'write-access-required' });
    const rotate = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${ids.siteDe}/channels/${ids.googleDe}/feed/token`,
      headers: await as('editor@acme.test'),
    });
    expect(rotate.statusCode).toBe(403);
    const otherOrganisation = await setFormat(
      ids.globexChannel,
      'tsv',
      'editor@acme.test',
      ids.globexSite,
    );
    expect([403, 404]).toContain(otherOrganisation.statusCode);
    expect((await setFormat(ids.googleDe, 'tsv', OWNER, ids.site)).statusCode).toBe(404);
    const [channel] = await t.db
      .select({ feedFormat: schema.channels.feedFormat })
      .from(schema.channels)
      .where(inArray(schema.channels.id, [ids.googleDe]));
    // Unchanged: the demo's Google channels publish Google Merchant XML.
    expect(channel!.feedFormat).toBe('xml-google');
  });

  it('lists a feed per channel and per sub-channel, read-only users included', async () => {
    const feeds = await feedsOfSite();
    expect(feeds.map((feed) => [feed.channelId, feed.classificationId])).toEqual([
      [ids.google, null],
      [ids.google, ids.shoes],
      [ids.google, ids.bags],
      [ids.meta, null],
      [ids.bol, null],
    ]);
    expect(feeds[2]).toMatchObject({ publishedAt: null, size: null, lastRun: null });
    const readOnly = await t.app.inject({
      url: `/api/sites/${ids.siteDe}/feeds`,
      headers: await as('editor@acme.test'),
    });
    expect(readOnly.statusCode).toBe(200);
    expect(readOnly.json().data).toHaveLength(2);
  });
});

describe('requesting exports', () => {
  // The worker of this app would take the queued runs at once: the first cases look at them queued.
  beforeAll(() => t.app.jobs.offWork(SITE_RUN_QUEUE));
  const request = async (payload: object, email = OWNER, siteId = ids.site) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sites/${siteId}/export-runs`,
      headers: await as(email),
      payload,
    });

  it('queues a run per feed once, and 409 when every feed asked for is queued already', async () => {
    const first = await request({ channelId: ids.google });
    expect(first.statusCode).toBe(202);
    const runs = first.json().data as {
      kind: string;
      channelId: number;
      classificationId: number | null;
    }[];
    expect(runs.map((run) => run.classificationId)).toEqual([null, ids.shoes, ids.bags]);
    expect(runs.every((run) => run.kind === 'export' && run.channelId === ids.google)).toBe(true);
    const second = await request({ channelId: ids.google });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ key: 'export-running' });
    // Every channel: the open ones are left out.
    const all = await request({});
    expect(all.statusCode).toBe(202);
    expect(all.json().data.map((run: { channelId: number }) => run.channelId)).toEqual([
      ids.meta,
      ids.bol,
    ]);
    const events = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'export.requested'))
      .orderBy(schema.auditEvents.id);
    expect(events.map((event) => event.targetId)).toEqual(
      [ids.google, ids.meta, ids.bol].map(String),
    );
  });

  it('the run worker carries the queued runs to their end and publishes their feeds', async () => {
    await startRunWorker(t.app, { import: importRunHandlers, export: exportRunHandlers });
    const ended = await waitForOpenExports();
    expect(ended.length).toBeGreaterThanOrEqual(5);
    // The demo's Bol.com flow calls its identifier "reference": that export fails, saying why.
    const bol = ended.filter((run) => run.channelId === ids.bol);
    expect(bol.map((run) => [run.status, run.error])).toEqual([
      ['failed', 'Bol.com has no "id" column in its data flow: every item of a feed needs one'],
    ]);
    expect(
      ended.filter((run) => run.channelId !== ids.bol).every((run) => run.status === 'succeeded'),
    ).toBe(true);
    expect((await fetchFeed(await urlOf(ids.bol))).statusCode).toBe(404);

    // Fixed in its flow, it exports.
    const [flow] = await t.db
      .select()
      .from(schema.dataFlows)
      .where(eq(schema.dataFlows.channelId, ids.bol));
    await t.db
      .update(schema.dataFlows)
      .set({
        definition: {
          columns: flow!.definition.columns.map((column) =>
            column.name === 'reference' ? { ...column, name: 'id' } : column,
          ),
        },
      })
      .where(eq(schema.dataFlows.id, flow!.id));
    expect((await request({ channelId: ids.bol })).statusCode).toBe(202);
    await waitForOpenExports();
    const answer = await fetchFeed(await urlOf(ids.bol));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('inline; filename="bol-com.csv"');
    expect(answer.body.split('\n')[0]).toBe('id,title,price,ean,delivery_time');
    const meta = await fetchFeed(await urlOf(ids.meta));
    expect(meta.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
  });

  it('404 for a channel of another site, 403 for a read-only user', async () => {
    expect((await request({ channelId: ids.googleDe })).statusCode).toBe(404);
    const readOnly = await request({}, 'editor@acme.test', ids.siteDe);
    expect(readOnly.statusCode).toBe(403);
  });
});
