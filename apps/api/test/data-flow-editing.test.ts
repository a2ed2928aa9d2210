import type { ChannelFlow, FlowVersion, FlowVersionDetail, ItemsPage } from '@feedline/contracts';
import type { FlowColumn } from '@feedline/data-flow';
import { schema } from '@feedline/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
const ids = {
  acmeNl: 0,
  acmeDe: 0,
  globex: 0,
  google: 0,
  meta: 0,
  shoes: 0,
  bags: 0,
  idealo: 0,
  us: 0,
};

beforeAll(async () => {
  t = await buildTestApp();
  const demo = demoIds(t);
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeDe = await demo.site('acme.de');
  ids.globex = await demo.site('globex.com');
  ids.google = await demo.channel(ids.acmeNl, 'Google Shopping NL');
  ids.meta = await demo.channel(ids.acmeNl, 'Meta Catalog NL');
  ids.shoes = await demo.classification(ids.google, 'Shoes');
  ids.bags = await demo.classification(ids.google, 'Bags');
  ids.idealo = await demo.channel(ids.acmeDe, 'Idealo DE');
  ids.us = await demo.channel(ids.globex, 'Google Shopping US');
});
afterAll(() => t.close());

const flowUrl = (siteId: number, channelId: number, classificationId?: number) =>
  `/api/sites/${siteId}/channels/${channelId}/data-flow${classificationId ? `?classificationId=${classificationId}` : ''}`;

async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  { as = 'owner@acme.test', body }: { as?: string; body?: unknown } = {},
) {
  return t.app.inject({
    method,
    url,
    headers: await t.authHeader(as),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const read = async (url: string, as?: string) => {
  const response = await call('GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChannelFlow>();
};

const TITLE: FlowColumn = {
  name: 'title',
  source: { kind: 'field', field: 'title' },
  transforms: [{ op: 'uppercase' }, { op: 'prefix', value: 'NEW ' }],
};
const PRICE: FlowColumn = {
  name: 'price',
  source: {
    kind: 'concat',
    parts: [
      { kind: 'text', value: 'EUR ' },
      { kind: 'field', field: 'id' },
    ],
  },
};
const GTIN: FlowColumn = { name: 'gtin', source: { kind: 'unconnected' } };

describe('reading a flow for the editor', () => {
  it('gives the columns, the version, the site fields and whether the user may write', async () => {
    const flow = await read(flowUrl(ids.acmeNl, ids.google));
    expect(flow.channel).toEqual({ id: ids.google, name: 'Google Shopping NL' });
    expect(flow.classification).toBeNull();
    expect(flow.version).toBe(1);
    expect(flow.columns.length).toBeGreaterThan(0);
    expect(flow.fields).toEqual(expect.arrayContaining(['id', 'title', 'price', 'in_stock']));
    expect(flow.canWrite).toBe(true);
    // acme.nl takes its items from the organisation's shared catalogue, and the flow maps fields.
    expect(flow.usesSharedSettings).toBe(true);

    const shoes = await read(flowUrl(ids.acmeNl, ids.google, ids.shoes));
    expect(shoes.classification).toEqual({ id: ids.shoes, name: 'Shoes' });
    expect((await read(flowUrl(ids.acmeDe, ids.idealo), 'editor@acme.test')).canWrite).toBe(false);
    expect((await read(flowUrl(ids.acmeDe, ids.idealo))).usesSharedSettings).toBe(false);
  });

  it('refuses other organisations, and does not know a channel or sub-channel of another place', async () => {
    const foreign = await call('GET', flowUrl(ids.globex, ids.us), { as: 'editor@acme.test' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'inaccessible' });
    expect((await call('GET', flowUrl(ids.acmeNl, ids.idealo))).statusCode).toBe(404);
    expect((await call('GET', flowUrl(ids.acmeNl, ids.meta, ids.shoes))).statusCode).toBe(404);
    expect(
      (await call('GET', `${flowUrl(ids.acmeNl, ids.google)}?classificationId=0x1`)).statusCode,
    ).toBe(400);
  });
});

describe('saving a flow', () => {
  it('saves a new version that the data view shows, with an audit event and a live-log line', async () => {
    const url = flowUrl(ids.acmeNl, ids.google);
    const saved = await call('PUT', url, {
      body: { expectedVersion: 1, columns: [TITLE, PRICE, GTIN] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ChannelFlow>()).toMatchObject({ version: 2, columns: [TITLE, PRICE, GTIN] });

    const page = await call(
      'GET',
      `/api/sites/${ids.acmeNl}/items?stage=channel&stageId=${ids.google}&offset=0&limit=5`,
    );
    const items = page.json<ItemsPage>();
    expect(items.columns).toEqual(['title', 'price', 'gtin']);
    const first = items.rows[0]!;
    expect(String(first.title)).toMatch(/^NEW [^a-z]+$/);
    expect(String(first.price)).toMatch(/^EUR /);
    expect(first.gtin).toBeNull();

    const [event] = await t.db
      .select()
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.action, 'data-flow.changed'))
      .orderBy(desc(schema.auditEvents.id))
      .limit(1);
    expect(event).toMatchObject({ siteId: ids.acmeNl, targetType: 'data-flow' });
    const [line] = await t.db
      .select()
      .from(schema.siteLogLines)
      .where(eq(schema.siteLogLines.siteId, ids.acmeNl))
      .orderBy(desc(schema.siteLogLines.id))
      .limit(1);
    expect(line!.message).toMatch(/^Data flow of Google Shopping NL saved as version 2 \(/);
  });

  it('answers a save over a newer version with a conflict, and overwrites nothing', async () => {
    const url = flowUrl(ids.acmeNl, ids.google);
    const before = await read(url);
    const stale = await call('PUT', url, {
      body: { expectedVersion: before.version - 1, columns: [GTIN] },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'conflict', key: 'data-flow-stale' });
    expect(await read(url)).toEqual(before);
  });

  it('lets one of two concurrent saves of the same version win', async () => {
    const url = flowUrl(ids.acmeNl, ids.meta);
    const { version } = await read(url);
    const answers = await Promise.all(
      [TITLE, PRICE].map((column) =>
        call('PUT', url, { body: { expectedVersion: version, columns: [column] } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await read(url)).version).toBe(version + 1);
  });

  it('names each problem of a flow and saves nothing', async () => {
    const url = flowUrl(ids.acmeNl, ids.google, ids.bags);
    const before = await read(url);
    const answer = await call('PUT', url, {
      body: {
        expectedVersion: before.version,
        columns: [
          { name: '', source: { kind: 'unconnected' } },
          { name: 'Title', source: { kind: 'field', field: 'title' } },
          { name: ' title', source: { kind: 'field', field: 'colour_of_the_moon' } },
        ],
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().invalidParams).toEqual([
      { name: 'columns.0', key: 'name-empty' },
      { name: 'columns.2', key: 'name-duplicate' },
      { name: 'columns.2', key: 'unknown-field', reason: 'colour_of_the_moon' },
    ]);
    expect(await read(url)).toEqual(before);
  });

  it('refuses a malformed or oversized definition with a 4xx', async () => {
    const url = flowUrl(ids.acmeNl, ids.google, ids.bags);
    const wrongShape = await call('PUT', url, {
      body: { expectedVersion: 1, columns: [{ name: 'a', source: { kind: 'script' } }] },
    });
    expect(wrongShape.statusCode).toBe(400);
    const huge = await call('PUT', url, {
      body: {
        expectedVersion: 1,
        columns: [{ name: 'a', source: { kind: 'static', value: 'x'.repeat(1024 * 1024) } }],
      },
    });
    expect([400, 413]).toContain(huge.statusCode);
  });

  it('lets only writers save: a reader of the site and other organisations get 403', async () => {
    const dach = await call('PUT', flowUrl(ids.acmeDe, ids.idealo), {
      as: 'editor@acme.test',
      body: { expectedVersion: 1, columns: [GTIN] },
    });
    expect(dach.statusCode).toBe(403);
    expect(dach.json()).toMatchObject({ key: 'write-access-required' });
    const foreign = await call('PUT', flowUrl(ids.globex, ids.us), {
      as: 'editor@acme.test',
      body: { expectedVersion: 1, columns: [GTIN] },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await read(flowUrl(ids.acmeDe, ids.idealo))).version).toBe(1);
  });
});

describe('versions', () => {
  it('lists them newest first, compares one with the current flow and restores it as a new version', async () => {
    const url = flowUrl(ids.acmeNl, ids.google, ids.shoes);
    const original = await read(url);
    const note: FlowColumn = { name: 'note', source: { kind: 'static', value: 'sale' } };
    const saved = await call('PUT', url, {
      body: { expectedVersion: 1, columns: [...original.columns, note] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const list = await call('GET', `${url.replace('?', '/versions?')}`);
    expect(list.statusCode, list.body).toBe(200);
    const versions = list.json<{ data: FlowVersion[] }>().data;
    expect(versions.map((entry) => [entry.version, entry.isCurrent])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(versions[0]).toMatchObject({ summary: '1 added', userName: 'Olivia Owner' });

    const detail = (await call('GET', url.replace('?', '/versions/1?'))).json<FlowVersionDetail>();
    expect(detail.columns).toEqual(original.columns);
    expect(detail.changesSince).toEqual({ added: ['note'], changed: [], removed: [] });

    const restored = await call('POST', url.replace('?', '/versions/1/restore?'), {
      body: { expectedVersion: 2 },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<ChannelFlow>()).toMatchObject({ version: 3, columns: original.columns });
    const after = (await call('GET', url.replace('?', '/versions?'))).json<{
      data: FlowVersion[];
    }>();
    expect(after.data[0]).toMatchObject({
      version: 3,
      restoredFrom: 1,
      summary: 'restored version 1',
    });

    expect((await call('GET', url.replace('?', '/versions/9?'))).statusCode).toBe(404);
    const readOnly = await call('POST', url.replace('?', '/versions/1/restore?'), {
      as: 'greta@acme.test',
      body: { expectedVersion: 3 },
    });
    expect(readOnly.statusCode).toBe(403);
  });
});
