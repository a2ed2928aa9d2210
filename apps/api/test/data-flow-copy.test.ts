import type { ChannelFlow, CopyDryRunBody, CopyResponseBody } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
const ids = {
  acmeNl: 0,
  acmeBe: 0,
  acmeDe: 0,
  globex: 0,
  google: 0,
  meta: 0,
  bol: 0,
  shoes: 0,
  bags: 0,
  googleBe: 0,
  metaBe: 0,
  googleDe: 0,
  us: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  const demo = demoIds(t);
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeBe = await demo.site('acme.be');
  ids.acmeDe = await demo.site('acme.de');
  ids.globex = await demo.site('globex.com');
  ids.google = await demo.channel(ids.acmeNl, 'Google Shopping NL');
  ids.meta = await demo.channel(ids.acmeNl, 'Meta Catalog NL');
  ids.bol = await demo.channel(ids.acmeNl, 'Bol.com');
  ids.shoes = await demo.classification(ids.google, 'Shoes');
  ids.bags = await demo.classification(ids.google, 'Bags');
  ids.googleBe = await demo.channel(ids.acmeBe, 'Google Shopping BE');
  ids.metaBe = await demo.channel(ids.acmeBe, 'Meta Catalog BE');
  ids.googleDe = await demo.channel(ids.acmeDe, 'Google Shopping DE');
  ids.us = await demo.channel(ids.globex, 'Google Shopping US');
});
afterAll(() => t.close());

async function post(
  url: string,
  body: unknown,
  { as = 'owner@acme.test', key }: { as?: string; key?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(await t.authHeader(as)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
}

const flowOf = async (siteId: number, channelId: number, classificationId?: number) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sites/${siteId}/channels/${channelId}/data-flow${classificationId ? `?classificationId=${classificationId}` : ''}`,
    headers: await t.authHeader('owner@acme.test'),
  });
  return response.json<ChannelFlow>();
};

/** A copy request from Google Shopping NL, in the kebab-case the client's conversion sends. */
const request = (extra: Record<string, unknown> = {}) => ({
  'site-id': ids.acmeNl,
  'source-site-id': ids.acmeNl,
  'source-channel-id': ids.google,
  'target-site-id': ids.acmeNl,
  'target-channel-id': ids.meta,
  'additional-targets': [
    { title: 'acme.be – Google Shopping BE', 'site-id': ids.acmeBe, 'channel-id': ids.googleBe },
  ],
  'duplicate-channel': false,
  'copy-unconnected-columns': false,
  ...extra,
});
const copyUrl = () => `/api/site/${ids.acmeNl}/copy-channel`;

describe('the dry run', () => {
  it('says per target which columns the copy adds, replaces and leaves out, and writes nothing', async () => {
    const before = await flowOf(ids.acmeNl, ids.meta);
    const answer = await post(`${copyUrl()}/dry-run`, request());
    expect(answer.statusCode, answer.body).toBe(200);
    const { targets } = answer.json<CopyDryRunBody>();
    expect(targets[0]).toMatchObject({
      'site-id': ids.acmeNl,
      'channel-name': 'Meta Catalog NL',
      added: ['link', 'availability', 'gtin', 'brand'],
      replaced: ['id', 'title', 'price', 'image_link'],
      'left-out': ['description'],
      skipped: [],
    });
    expect(targets[1]).toMatchObject({
      'site-name': 'acme.be',
      'channel-name': 'Google Shopping BE',
    });
    expect(await flowOf(ids.acmeNl, ids.meta)).toEqual(before);
  });
});

describe('copying', () => {
  it('copies to every target in one go: a new version each, an audit event and a log line per site', async () => {
    const source = await flowOf(ids.acmeNl, ids.google);
    const answer = await post(copyUrl(), request());
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json<CopyResponseBody>();
    expect(body.success).toBe(true);
    expect(body.targets.map((target) => [target['channel-name'], target.version])).toEqual([
      ['Meta Catalog NL', 2],
      ['Google Shopping BE', 2],
    ]);
    expect((await flowOf(ids.acmeNl, ids.meta)).columns).toEqual(source.columns);
    expect((await flowOf(ids.acmeBe, ids.googleBe)).columns).toEqual(source.columns);

    const events = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'data-flow.copied'));
    expect(events.map((event) => event.siteId).sort()).toEqual([ids.acmeNl, ids.acmeBe].sort());
    const beLines = await t.db
      .select()
      .from(schema.siteLogLines)
      .where(eq(schema.siteLogLines.siteId, ids.acmeBe));
    expect(beLines.map((line) => line.message)).toContain(
      'Data flow of Google Shopping NL copied to Google Shopping BE (version 2)',
    );
  });

  it('refuses a target the user may only read, and copies nothing anywhere', async () => {
    const before = [await flowOf(ids.acmeBe, ids.metaBe), await flowOf(ids.acmeDe, ids.googleDe)];
    const answer = await post(
      copyUrl(),
      request({
        'target-site-id': ids.acmeBe,
        'target-channel-id': ids.metaBe,
        'additional-targets': [{ title: 'DE', 'site-id': ids.acmeDe, 'channel-id': ids.googleDe }],
      }),
      { as: 'editor@acme.test' },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ key: 'write-access-required' });
    expect([await flowOf(ids.acmeBe, ids.metaBe), await flowOf(ids.acmeDe, ids.googleDe)]).toEqual(
      before,
    );
  });

  it('refuses another organisation and a channel of another site, copying nothing', async () => {
    const foreign = await post(
      copyUrl(),
      request({
        'additional-targets': [{ title: 'US', 'site-id': ids.globex, 'channel-id': ids.us }],
      }),
      { as: 'editor@acme.test' },
    );
    expect(foreign.statusCode).toBe(403);
    const before = await flowOf(ids.acmeBe, ids.metaBe);
    const elsewhere = await post(
      copyUrl(),
      request({
        'target-site-id': ids.acmeBe,
        'target-channel-id': ids.metaBe,
        'additional-targets': [{ title: 'x', 'site-id': ids.acmeBe, 'channel-id': ids.bol }],
      }),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(await flowOf(ids.acmeBe, ids.metaBe)).toEqual(before);
  });

  it('refuses a flow onto itself and a sub-channel without a target sub-channel, with the spec keys', async () => {
    const same = await post(
      copyUrl(),
      request({ 'target-channel-id': ids.google, 'additional-targets': [] }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ key: 'copy-data-flow.same-main-channel' });
    const sameSub = await post(
      copyUrl(),
      request({
        'target-channel-id': ids.google,
        'source-classification-id': ids.shoes,
        'target-classification-id': ids.shoes,
        'additional-targets': [],
      }),
    );
    expect(sameSub.json()).toMatchObject({ key: 'copy-data-flow.same-sub-channel' });
    const noSub = await post(
      copyUrl(),
      request({ 'source-classification-id': ids.shoes, 'target-classification-id': -1 }),
    );
    expect(noSub.json()).toMatchObject({ key: 'copy-data-flow.target-classification-required' });
    const nothing = await post(
      copyUrl(),
      request({ 'target-channel-id': null, 'additional-targets': [] }),
    );
    expect(nothing.statusCode).toBe(400);
  });

  it('copies a sub-channel onto a sub-channel, and None means the channels themselves', async () => {
    const shoes = await flowOf(ids.acmeNl, ids.google, ids.shoes);
    const answer = await post(
      copyUrl(),
      request({
        'target-channel-id': ids.google,
        'source-classification-id': ids.shoes,
        'target-classification-id': ids.bags,
        'additional-targets': [],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<CopyResponseBody>().targets[0]!['classification-id']).toBe(ids.bags);
    expect((await flowOf(ids.acmeNl, ids.google, ids.bags)).columns).toEqual(shoes.columns);

    // None (-1) as the source sub-channel: a target sub-channel is ignored (both ids null).
    const none = await post(
      `${copyUrl()}/dry-run`,
      request({ 'source-classification-id': -1, 'target-classification-id': ids.bags }),
    );
    expect(none.json<CopyDryRunBody>().targets[0]!['classification-id']).toBeNull();
  });

  it('copies once for a retried request with the same Idempotency-Key, and answers the same', async () => {
    const body = request({
      'target-site-id': ids.acmeBe,
      'target-channel-id': ids.metaBe,
      'additional-targets': [],
    });
    const first = await post(copyUrl(), body, { key: 'retry-1' });
    const again = await post(copyUrl(), body, { key: 'retry-1' });
    expect(again.json()).toEqual(first.json());
    expect((await flowOf(ids.acmeBe, ids.metaBe)).version).toBe(
      first.json<CopyResponseBody>().targets[0]!.version,
    );
    const copies = await t.db
      .select()
      .from(schema.dataFlowCopies)
      .where(eq(schema.dataFlowCopies.idempotencyKey, 'retry-1'));
    expect(copies).toHaveLength(1);
  });

  it('duplicates: a new channel in each target site holds the copy, the chosen one stays as it was', async () => {
    const before = await flowOf(ids.acmeBe, ids.googleBe);
    const answer = await post(
      copyUrl(),
      request({
        'target-site-id': ids.acmeBe,
        'target-channel-id': ids.googleBe,
        'additional-targets': [],
        'duplicate-channel': true,
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [target] = answer.json<CopyResponseBody>().targets;
    expect(target).toMatchObject({
      'channel-name': 'Google Shopping BE (copy)',
      'created-channel': true,
      version: 1,
    });
    expect(target!['channel-id']).not.toBe(ids.googleBe);
    expect(await flowOf(ids.acmeBe, ids.googleBe)).toEqual(before);
    expect((await flowOf(ids.acmeBe, target!['channel-id'])).columns).toEqual(
      (await flowOf(ids.acmeNl, ids.google)).columns,
    );
  });

  it('leaves unconnected columns out unless asked to copy them', async () => {
    const url = `/api/sites/${ids.acmeNl}/channels/${ids.bol}/data-flow`;
    const bol = await flowOf(ids.acmeNl, ids.bol);
    await t.app.inject({
      method: 'PUT',
      url,
      headers: await t.authHeader('owner@acme.test'),
      payload: {
        expectedVersion: bol.version,
        columns: [...bol.columns, { name: 'later', source: { kind: 'unconnected' } }],
      },
    });
    const body = request({
      'source-channel-id': ids.bol,
      'target-site-id': ids.acmeBe,
      'target-channel-id': ids.metaBe,
      'additional-targets': [],
    });
    const without = (await post(`${copyUrl()}/dry-run`, body)).json<CopyDryRunBody>();
    expect(without.targets[0]!.skipped).toEqual(['later']);
    const withThem = (
      await post(`${copyUrl()}/dry-run`, { ...body, 'copy-unconnected-columns': true })
    ).json<CopyDryRunBody>();
    expect(withThem.targets[0]!.skipped).toEqual([]);
    expect(withThem.targets[0]!.added).toContain('later');
  });
});

describe('undo', () => {
  it('brings every target of a copy back in one go, once', async () => {
    const metaBefore = await flowOf(ids.acmeNl, ids.bol);
    const beBefore = await flowOf(ids.acmeBe, ids.googleBe);
    const copy = await post(
      copyUrl(),
      request({ 'target-channel-id': ids.bol, 'copy-unconnected-columns': true }),
    );
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json<CopyResponseBody>()['copy-id'];
    const undo = await post(`${copyUrl()}/${copyId}/undo`, {});
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await flowOf(ids.acmeNl, ids.bol)).columns).toEqual(metaBefore.columns);
    expect((await flowOf(ids.acmeBe, ids.googleBe)).columns).toEqual(beBefore.columns);
    const twice = await post(`${copyUrl()}/${copyId}/undo`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ key: 'copy-undone' });
  });

  it('undoes nothing when a target changed since, and only for the one who copied', async () => {
    const copy = await post(
      copyUrl(),
      request({ 'target-channel-id': ids.bol, 'additional-targets': [] }),
    );
    const copyId = copy.json<CopyResponseBody>()['copy-id'];
    expect(
      (await post(`${copyUrl()}/${copyId}/undo`, {}, { as: 'editor@acme.test' })).statusCode,
    ).toBe(404);
    const bol = await flowOf(ids.acmeNl, ids.bol);
    await t.app.inject({
      method: 'PUT',
      url: `/api/sites/${ids.acmeNl}/channels/${ids.bol}/data-flow`,
      headers: await t.authHeader('owner@acme.test'),
      payload: { expectedVersion: bol.version, columns: bol.columns.slice(1) },
    });
    const undo = await post(`${copyUrl()}/${copyId}/undo`, {});
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toMatchObject({ key: 'copy-changed-since' });
    expect((await flowOf(ids.acmeNl, ids.bol)).columns).toEqual(bol.columns.slice(1));
  });
});

describe('concurrent copies to the same target', () => {
  it('both land, one version after the other', async () => {
    const before = (await flowOf(ids.acmeBe, ids.metaBe)).version;
    const body = request({
      'target-site-id': ids.acmeBe,
      'target-channel-id': ids.metaBe,
      'additional-targets': [],
    });
    const answers = await Promise.all([post(copyUrl(), body), post(copyUrl(), body)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await flowOf(ids.acmeBe, ids.metaBe)).version).toBe(before + 2);
    const versions = await t.db
      .select({ version: schema.dataFlowVersions.version })
      .from(schema.dataFlowVersions)
      .innerJoin(schema.dataFlows, eq(schema.dataFlows.id, schema.dataFlowVersions.flowId))
      .where(and(eq(schema.dataFlows.channelId, ids.metaBe)));
    expect(new Set(versions.map((row) => row.version)).size).toBe(versions.length);
  });
});

describe("the copy dialog's pickers (spec §7)", () => {
  const get = async (url: string, as = 'owner@acme.test') =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeader(as) });

  it("searches an organisation's sites by id or name, 10 a page, keeping the search in the links", async () => {
    const account = (
      await t.db.select().from(schema.accounts).where(eq(schema.accounts.company, 'Acme Retail'))
    )[0]!.id;
    const shops = await get(`/api/accounts/${account}/sites?idOrName=SHOP&page=2&amount=10`);
    expect(shops.statusCode, shops.body).toBe(200);
    const body = shops.json();
    expect(body.meta).toMatchObject({ totalCount: 25, totalPages: 3, currentPage: 2 });
    expect(body.data.map((site: { name: string }) => site.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `acme-shop-${String(i + 11).padStart(2, '0')}`),
    );
    expect(body.links.last).toBe(`/api/accounts/${account}/sites?page=3&amount=10&idOrName=SHOP`);
    const byId = (await get(`/api/accounts/${account}/sites?idOrName=${ids.acmeBe}`)).json();
    expect(byId.data.map((site: { id: number }) => site.id)).toContain(ids.acmeBe);
    const initech = (
      await t.db.select().from(schema.accounts).where(eq(schema.accounts.company, 'Initech Secure'))
    )[0]!.id;
    expect((await get(`/api/accounts/${initech}/sites`, 'editor@acme.test')).statusCode).toBe(403);
  });

  it("lists a site's channels by id or name with exportName", async () => {
    const meta = (await get(`/api/sites/${ids.acmeNl}/channels?exportName=meta`)).json();
    expect(meta.data).toEqual([{ id: ids.meta, name: 'Meta Catalog NL' }]);
    const byId = (await get(`/api/sites/${ids.acmeNl}/channels?exportName=${ids.bol}`)).json();
    expect(byId.data.map((channel: { name: string }) => channel.name)).toContain('Bol.com');
  });
});
