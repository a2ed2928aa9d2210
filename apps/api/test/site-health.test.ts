import { schema } from '@feedline/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoIds, getAs } from './platform-fixtures';

const OWNER = 'owner@acme.test';
let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = { account: 0, benelux: 0, acmeNl: 0, acmeBe: 0, outlet: 0, bol: 0, google: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  get = getAs(t);
  const demo = demoIds(t);
  ids.account = await demo.account('Acme Retail');
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeBe = await demo.site('acme.be');
  ids.outlet = await demo.site('acme.nl outlet');
  ids.bol = await demo.channel(ids.acmeNl, 'Bol.com');
  ids.google = await demo.channel(ids.acmeNl, 'Google Shopping NL');
  const run = (values: Partial<typeof schema.feedRuns.$inferInsert>) =>
    t.db.insert(schema.feedRuns).values({
      siteId: ids.acmeNl,
      kind: 'import',
      status: 'succeeded',
      userId: null,
      finishedAt: new Date('2026-11-27T06:00:00Z'),
      ...values,
    });
  // acme.nl: a good import; Bol.com's last export failed (an older one succeeded); Google's
  // last export left two items out.
  await run({});
  await run({ kind: 'export', channelId: ids.bol, status: 'succeeded' });
  await run({ kind: 'export', channelId: ids.bol, status: 'failed', error: 'no id column' });
  await run({ kind: 'export', channelId: ids.google, status: 'succeeded', problemCount: 2 });
  // acme.be: a failed import, then one that left 3 rows out.
  await run({ siteId: ids.acmeBe, status: 'failed', error: 'unreachable' });
  await run({
    siteId: ids.acmeBe,
    problemCount: 3,
    finishedAt: new Date('2026-11-27T07:00:00Z'),
  });
});
afterAll(() => t.close());

describe('health at a glance', () => {
  it('gives each site of a project its health from its latest import and exports', async () => {
    const project = (await get(`/api/sites/${ids.acmeNl}`, OWNER)).json().project.id as number;
    ids.benelux = project;
    const answer = await get(`/api/projects/${project}/sites?amount=100`, OWNER);
    expect(answer.statusCode).toBe(200);
    const byName = new Map(
      (answer.json().data as { name: string; health: unknown }[]).map((site) => [
        site.name,
        site.health,
      ]),
    );
    expect(byName.get('acme.nl')).toEqual({
      status: 'failing',
      lastImport: {
        status: 'succeeded',
        finishedAt: '2026-11-27T06:00:00.000Z',
        problemCount: 0,
        error: null,
      },
      failedExports: [
        {
          channelId: ids.bol,
          classificationId: null,
          name: 'Bol.com',
          error: 'no id column',
          finishedAt: '2026-11-27T06:00:00.000Z',
        },
      ],
      failedItems: 2,
    });
    expect(byName.get('acme.be')).toMatchObject({
      status: 'warning',
      lastImport: { status: 'succeeded', problemCount: 3 },
      failedExports: [],
    });
    expect(byName.get('acme.nl outlet')).toMatchObject({ status: 'none', lastImport: null });
  });

  it('gives each project of an organisation the worst of its sites', async () => {
    const answer = await get(`/api/accounts/${ids.account}/projects?amount=100`, OWNER);
    const benelux = (answer.json().data as { id: number; health: unknown }[]).find(
      (project) => project.id === ids.benelux,
    );
    expect(benelux?.health).toEqual({
      status: 'failing',
      failingSites: 1,
      warningSites: 1,
      lastImportAt: '2026-11-27T07:00:00.000Z',
    });
  });
});
