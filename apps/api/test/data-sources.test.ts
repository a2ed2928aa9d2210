import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, waitForSiteRuns, type TestApp } from './helper';
import { demoIds } from './platform-fixtures';

let t: TestApp;
let server: Server;
let base: string;
let site: number;
let readOnlySite: number;
let foreignSite: number;

const CSV = 'id;title;price\nB-1;Lamp;12,50\nB-2;Chair;oops\n;No id;1\n';

beforeAll(async () => {
  t = await buildTestApp();
  const ids = demoIds(t);
  site = await ids.site('acme.be');
  readOnlySite = await ids.site('acme.de');
  foreignSite = await ids.site('initech.com');
  server = createServer((request, response) => {
    if (request.url === '/feed.csv') {
      return response.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
    }
    if (request.url === '/to-metadata') {
      return response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  await t.close();
});

const call = async (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  options: { as?: string; body?: unknown; raw?: Buffer; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(await t.authHeader(options.as ?? 'owner@acme.test')),
      ...(options.raw ? { 'content-type': 'application/octet-stream' } : {}),
      ...options.headers,
    },
    ...(options.raw ? { payload: options.raw } : options.body ? { payload: options.body } : {}),
  });

const auditActions = async (siteId: number) =>
  (
    await t.db
      .select({ action: schema.auditEvents.action })
      .from(schema.auditEvents)
      .where(eq(schema.auditEvents.siteId, siteId))
  ).map((row) => row.action);

describe('data sources by URL', () => {
  it('adds, tests, changes and deletes a URL source, each with an audit event', async () => {
    const tested = await call('POST', `/api/sites/${site}/data-sources/test`, {
      body: { url: `${base}/feed.csv`, format: 'csv' },
    });
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({
      ok: true,
      format: 'csv',
      fields: ['id', 'title', 'price'],
      sample: [
        { id: 'B-1', title: 'Lamp', price: '12.50' },
        { id: 'B-2', title: 'Chair', price: 'oops' },
      ],
      // Rows are the file's lines (the header is line 1); a bad price is flagged, not dropped.
      problems: [
        { row: 3, code: 'bad-price' },
        { row: 4, code: 'missing-id' },
      ],
    });

    const created = await call('POST', `/api/sites/${site}/data-sources`, {
      body: { name: 'Shop feed', url: `${base}/feed.csv` },
    });
    expect(created.statusCode).toBe(201);
    const source = created.json();
    // Detected from the URL's path.
    expect(source).toMatchObject({ name: 'Shop feed', kind: 'csv', format: 'csv', file: null });

    const changed = await call('PATCH', `/api/sites/${site}/data-sources/${source.id}`, {
      body: { name: 'Shop catalogue', options: { delimiter: ';' } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Shop catalogue', options: { delimiter: ';' } });

    const list = await call('GET', `/api/sites/${site}/data-sources`);
    expect(list.json().data.map((s: { name: string }) => s.name)).toContain('Shop catalogue');

    expect((await call('DELETE', `/api/sites/${site}/data-sources/${source.id}`)).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/sites/${site}/data-sources/${source.id}`)).statusCode).toBe(
      404,
    );
    expect(await auditActions(site)).toEqual(
      expect.arrayContaining(['data-source.created', 'data-source.changed', 'data-source.deleted']),
    );
  });

  it('says why a URL cannot be read, without storing anything', async () => {
    const cases: [string, string][] = [
      [`${base}/missing.csv`, 'http-status'],
      [`${base}/to-metadata`, 'blocked-address'],
    ];
    for (const [url, code] of cases) {
      const answer = await call('POST', `/api/sites/${site}/data-sources/test`, {
        body: { url, format: 'csv' },
      });
      expect(answer.json(), url).toMatchObject({ ok: false, code });
    }
    const refused = await call('POST', `/api/sites/${site}/data-sources`, {
      body: { name: 'FTP', url: 'ftp://example.com/feed.csv' },
    });
    expect(refused.statusCode).toBe(400);
    const unknownFormat = await call('POST', `/api/sites/${site}/data-sources`, {
      body: { name: 'No extension', url: 'https://example.com/export' },
    });
    expect(unknownFormat.statusCode).toBe(400);
    expect(unknownFormat.json()).toMatchObject({ key: 'format-unknown' });
  });
});

describe('data sources by upload', () => {
  it('stores an upload, makes it a source, and imports it', async () => {
    const upload = await call('POST', `/api/sites/${site}/uploads?name=products.csv`, {
      raw: Buffer.from(CSV),
    });
    expect(upload.statusCode).toBe(201);
    const file = upload.json();
    expect(file).toMatchObject({ name: 'products.csv', size: CSV.length, detectedFormat: 'csv' });

    await t.db.delete(schema.dataSources).where(eq(schema.dataSources.siteId, site));
    const created = await call('POST', `/api/sites/${site}/data-sources`, {
      body: { name: 'Upload', fileId: file.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      url: null,
      file: { id: file.id, name: 'products.csv', size: CSV.length },
    });

    const queued = await call('POST', `/api/sites/${site}/import-runs`);
    expect(queued.statusCode).toBe(202);
    await waitForSiteRuns(t, site);
    const runs = (await call('GET', `/api/sites/${site}/runs?kind=import`)).json();
    const run = runs.data[0];
    expect(run).toMatchObject({ status: 'succeeded', itemsWritten: 2, problemCount: 2 });
    const problems = (await call('GET', `/api/sites/${site}/runs/${run.id}/problems`)).json();
    expect(problems.data).toMatchObject([
      { row: 3, code: 'bad-price', dataSourceName: 'Upload', externalId: 'B-2' },
      { row: 4, code: 'missing-id', dataSourceName: 'Upload' },
    ]);
    expect(problems.meta.totalCount).toBe(2);
  });

  it('refuses an empty file, another organisation’s file and a wrong content type', async () => {
    const empty = await call('POST', `/api/sites/${site}/uploads?name=empty.csv`, {
      raw: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ key: 'file-empty' });

    const theirs = await call('POST', `/api/sites/${foreignSite}/uploads?name=x.csv`, {
      as: 'secure@initech.test',
      raw: Buffer.from(CSV),
    });
    // Sam has no 2FA set up: whichever the answer, the file must not be usable by Acme.
    const foreignFileId = theirs.statusCode === 201 ? theirs.json().id : undefined;
    if (foreignFileId !== undefined) {
      const borrowed = await call('POST', `/api/sites/${site}/data-sources`, {
        body: { name: 'Borrowed', fileId: foreignFileId },
      });
      expect(borrowed.statusCode).toBe(400);
      expect(borrowed.json()).toMatchObject({ key: 'file-not-found' });
    }
    const unknown = await call('POST', `/api/sites/${site}/data-sources`, {
      body: { name: 'Nothing', fileId: 999_999 },
    });
    expect(unknown.json()).toMatchObject({ key: 'file-not-found' });

    const json = await call('POST', `/api/sites/${site}/uploads?name=a.csv`, {
      body: { not: 'a file' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ key: 'upload-content-type' });
  });

  it('refuses a file over the limit by its declared size before storing it', async () => {
    const before = await t.db.select({ id: schema.storedFiles.id }).from(schema.storedFiles);
    const answer = await call('POST', `/api/sites/${site}/uploads?name=huge.csv`, {
      raw: Buffer.from('id\n1\n'),
      headers: { 'content-length': String(1024 * 1024 * 1024) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ key: 'file-too-large' });
    const after = await t.db.select({ id: schema.storedFiles.id }).from(schema.storedFiles);
    expect(after).toEqual(before);
  });
});

describe('who may change sources', () => {
  it('lets readers look but not change, and keeps organisations apart', async () => {
    const [source] = await t.db
      .select({ id: schema.dataSources.id })
      .from(schema.dataSources)
      .where(eq(schema.dataSources.siteId, readOnlySite));
    const as = 'editor@acme.test';
    expect((await call('GET', `/api/sites/${readOnlySite}/data-sources`, { as })).statusCode).toBe(
      200,
    );
    const writes = [
      call('POST', `/api/sites/${readOnlySite}/data-sources`, {
        as,
        body: { name: 'x', url: 'https://example.com/a.csv' },
      }),
      call('PATCH', `/api/sites/${readOnlySite}/data-sources/${source!.id}`, {
        as,
        body: { name: 'y' },
      }),
      call('DELETE', `/api/sites/${readOnlySite}/data-sources/${source!.id}`, { as }),
      call('POST', `/api/sites/${readOnlySite}/uploads?name=a.csv`, { as, raw: Buffer.from(CSV) }),
      call('POST', `/api/sites/${readOnlySite}/data-sources/test`, {
        as,
        body: { url: `${base}/feed.csv` },
      }),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.statusCode).toBe(403);
    const foreign = await call('GET', `/api/sites/${foreignSite}/data-sources`);
    expect(foreign.statusCode).toBe(403);
    // A source of another site named under this site's path is not found.
    const other = await call('PATCH', `/api/sites/${site}/data-sources/${source!.id}`, {
      body: { name: 'z' },
    });
    expect(other.statusCode).toBe(404);
    const [unchanged] = await t.db
      .select({ name: schema.dataSources.name })
      .from(schema.dataSources)
      .where(and(eq(schema.dataSources.id, source!.id)));
    expect(unchanged!.name).not.toBe('z');
  });
});
