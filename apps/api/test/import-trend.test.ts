import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoAccountIds, demoIds, getAs } from './platform-fixtures';

const OWNER = 'owner@acme.test';
const EDITOR = 'editor@acme.test';
const DAY_MS = 24 * 3600 * 1000;

let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = { acme: 0, globex: 0, benelux: 0, dach: 0, globexMain: 0 };

/** `YYYY-MM-DD` (UTC) of the day `daysAgo` before today, and its noon. */
const dayOf = (daysAgo: number) => {
  const now = new Date();
  const noon = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12);
  const at = new Date(noon - daysAgo * DAY_MS);
  return { day: at.toISOString().slice(0, 10), at };
};

beforeAll(async () => {
  t = await buildTestApp();
  get = getAs(t);
  const demo = demoIds(t);
  const accounts = await demoAccountIds(t);
  ids.acme = accounts.acme;
  ids.globex = accounts.globex;
  const acmeNl = await demo.site('acme.nl');
  const acmeBe = await demo.site('acme.be');
  const acmeDe = await demo.site('acme.de');
  const globexCom = await demo.site('globex.com');
  const projectOf = async (siteId: number) =>
    (
      await t.db
        .select({ id: schema.sites.projectId })
        .from(schema.sites)
        .where(eq(schema.sites.id, siteId))
    )[0]!.id;
  ids.benelux = await projectOf(acmeNl);
  ids.dach = await projectOf(acmeDe);
  ids.globexMain = await projectOf(globexCom);

  const run = (
    siteId: number,
    daysAgo: number,
    values: Partial<typeof schema.feedRuns.$inferInsert> = {},
  ) => ({
    siteId,
    kind: 'import' as const,
    status: 'succeeded' as const,
    userId: null,
    finishedAt: dayOf(daysAgo).at,
    ...values,
  });
  await t.db.insert(schema.feedRuns).values([
    // Today: two sites of Acme Benelux, one import failed.
    run(acmeNl, 0, { itemsWritten: 120, itemsSkipped: 3 }),
    run(acmeBe, 0, { status: 'failed', itemsWritten: 0, itemsSkipped: 0 }),
    // Two days ago: Benelux and DACH.
    run(acmeNl, 2, { itemsWritten: 100, itemsSkipped: 5 }),
    run(acmeDe, 2, { itemsWritten: 40, itemsSkipped: 1 }),
    // The first day of the fourteen, and the day before it (left out).
    run(acmeNl, 13, { itemsWritten: 7, itemsSkipped: 0 }),
    run(acmeNl, 14, { itemsWritten: 999, itemsSkipped: 999 }),
    // Neither an export, nor a run still going, nor another organisation's import counts.
    run(acmeNl, 0, { kind: 'export', itemsWritten: 500 }),
    run(acmeNl, 0, { status: 'running', finishedAt: null, itemsWritten: 500 }),
    run(globexCom, 0, { itemsWritten: 77, itemsSkipped: 7 }),
  ]);
});
afterAll(() => t.close());

type Day = {
  day: string;
  imports: number;
  failedImports: number;
  itemsWritten: number;
  itemsSkipped: number;
};

const dayAt = (days: Day[], daysAgo: number) => days.find((day) => day.day === dayOf(daysAgo).day);

describe('the import trend of an organisation and a project', () => {
  it('adds up the organisation’s imports per day over the last 14 days, every day present', async () => {
    const answer = await get(`/api/accounts/${ids.acme}/import-trend`, OWNER);
    expect(answer.statusCode).toBe(200);
    const { days } = answer.json() as { days: Day[] };
    expect(days.map((day) => day.day)).toEqual(
      Array.from({ length: 14 }, (_, index) => dayOf(13 - index).day),
    );
    expect(dayAt(days, 0)).toEqual({
      day: dayOf(0).day,
      imports: 2,
      failedImports: 1,
      itemsWritten: 120,
      itemsSkipped: 3,
    });
    expect(dayAt(days, 2)).toMatchObject({ imports: 2, itemsWritten: 140, itemsSkipped: 6 });
    expect(dayAt(days, 13)).toMatchObject({ imports: 1, itemsWritten: 7 });
    expect(dayAt(days, 1)).toMatchObject({ imports: 0, failedImports: 0, itemsWritten: 0 });
  });

  it('adds up only the project’s sites for a project', async () => {
    const benelux = (await get(`/api/projects/${ids.benelux}/import-trend`, OWNER)).json() as {
      days: Day[];
    };
    expect(dayAt(benelux.days, 2)).toMatchObject({
      imports: 1,
      itemsWritten: 100,
      itemsSkipped: 5,
    });
    expect(dayAt(benelux.days, 0)).toMatchObject({ imports: 2, failedImports: 1 });
    const dach = (await get(`/api/projects/${ids.dach}/import-trend`, EDITOR)).json() as {
      days: Day[];
    };
    expect(dayAt(dach.days, 2)).toMatchObject({ imports: 1, itemsWritten: 40 });
    expect(dayAt(dach.days, 0)).toMatchObject({ imports: 0 });
  });

  it('refuses a user of another organisation, an unknown id and no sign-in', async () => {
    expect((await get(`/api/accounts/${ids.globex}/import-trend`, EDITOR)).statusCode).toBe(403);
    const project = await get(`/api/projects/${ids.globexMain}/import-trend`, EDITOR);
    expect(project.statusCode).toBe(403);
    expect(project.json()).toMatchObject({ key: 'inaccessible' });
    expect(project.body).not.toContain('77');
    expect((await get(`/api/accounts/999999/import-trend`, OWNER)).statusCode).toBe(404);
    expect((await get(`/api/projects/999999/import-trend`, OWNER)).statusCode).toBe(404);
    expect((await get(`/api/accounts/${ids.acme}/import-trend`)).statusCode).toBe(401);
    expect((await get(`/api/projects/abc/import-trend`, OWNER)).statusCode).toBe(400);
  });
});
