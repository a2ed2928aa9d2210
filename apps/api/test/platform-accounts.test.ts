import type { AccountUserDetail, ActivityPage, InvoiceList } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveTotpTo } from './identity-fixtures/totp';
import { buildTestApp, type TestApp } from './helper';
import { demoIds, getAs } from './platform-fixtures';

let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = {
  acme: 0,
  globex: 0,
  initech: 0,
  acmeNl: 0,
  acmeBe: 0,
  acmeDe: 0,
  globexSite: 0,
  benelux: 0,
  dach: 0,
  globexMain: 0,
};
const users = { owner: 0, editor: 0, greta: 0, secure: 0, nobody: 0 };

const projectId = async (name: string) =>
  (await t.db.select().from(schema.projects).where(eq(schema.projects.name, name)))[0]!.id;
const userId = async (email: string) =>
  (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!.id;

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'secure@initech.test');
  get = getAs(t);
  const demo = demoIds(t);
  ids.acme = await demo.account('Acme Retail');
  ids.globex = await demo.account('Globex Outlet');
  ids.initech = await demo.account('Initech Secure');
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeBe = await demo.site('acme.be');
  ids.acmeDe = await demo.site('acme.de');
  ids.globexSite = await demo.site('globex.com');
  ids.benelux = await projectId('Acme Benelux');
  ids.dach = await projectId('Acme DACH');
  ids.globexMain = await projectId('Globex Main');
  users.owner = await userId('owner@acme.test');
  users.editor = await userId('editor@acme.test');
  users.greta = await userId('greta@acme.test');
  users.secure = await userId('secure@initech.test');
  users.nobody = await userId('nobody@example.test');
});
afterAll(() => t.close());

const ok = async <T>(url: string, email: string): Promise<T> => {
  const response = await get(url, email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

describe('GET /api/accounts/:accountId/activity', () => {
  it("pages the organisation's audit events, newest first, with who did them", async () => {
    const body = await ok<ActivityPage>(
      `/api/accounts/${ids.acme}/activity?amount=4`,
      'editor@acme.test',
    );
    expect(body.meta).toEqual({ totalPages: 2, totalCount: 6, currentPage: 1, countPerPage: 4 });
    expect(body.links.last).toBe(`/api/accounts/${ids.acme}/activity?page=2&amount=4`);
    expect(body.data[0]).toMatchObject({
      action: 'user.signed-in',
      user: { name: 'Greta Gruber', email: 'greta@acme.test' },
      siteId: null,
    });
    // Done by the system: no user.
    expect(body.data[1]).toMatchObject({ action: 'import.finished', user: null });
    const times = body.data.map((event) => event.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the site and target of an event', async () => {
    const body = await ok<ActivityPage>(
      `/api/accounts/${ids.acme}/activity?amount=10`,
      'owner@acme.test',
    );
    const created = body.data.find((event) => event.action === 'channel.created')!;
    const [channel] = await t.db
      .select()
      .from(schema.channels)
      .where(eq(schema.channels.name, 'Bol.com'));
    expect(created).toMatchObject({
      user: { name: 'Eddie Editor' },
      targetType: 'channel',
      targetId: String(channel!.id),
      // Names, not ids: what the channel and the site are called.
      targetName: 'Bol.com',
      siteId: channel!.siteId,
      siteName: 'acme.nl',
    });
  });

  it('answers an empty page for an organisation without activity', async () => {
    const body = await ok<ActivityPage>(`/api/accounts/${ids.globex}/activity`, 'owner@acme.test');
    expect(body).toMatchObject({ data: [], meta: { totalCount: 0, totalPages: 1 } });
  });

  it('rejects a bad page query', async () => {
    for (const query of ['page=0', 'amount=0', 'amount=101', 'page=abc']) {
      const response = await get(`/api/accounts/${ids.acme}/activity?${query}`, 'owner@acme.test');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation-failed');
    }
  });
});

describe('GET /api/accounts/:accountId/activity with filters', () => {
  const activity = (query: string) => `/api/accounts/${ids.acme}/activity?${query}`;
  const actions = (page: ActivityPage) => page.data.map((event) => event.action);

  it('keeps the events of a site, and pages them with links that keep the filter', async () => {
    const body = await ok<ActivityPage>(
      activity(`siteId=${ids.acmeNl}&amount=2`),
      'greta@acme.test',
    );
    expect(body.meta).toEqual({ totalPages: 2, totalCount: 3, currentPage: 1, countPerPage: 2 });
    expect(actions(body)).toEqual(['import.finished', 'data-flow.changed']);
    expect(body.links.last).toBe(
      `/api/accounts/${ids.acme}/activity?page=2&amount=2&siteId=${ids.acmeNl}`,
    );
    const second = await ok<ActivityPage>(
      activity(`siteId=${ids.acmeNl}&amount=2&page=2`),
      'greta@acme.test',
    );
    expect(actions(second)).toEqual(['channel.created']);
    const quiet = await ok<ActivityPage>(activity(`siteId=${ids.acmeBe}`), 'greta@acme.test');
    expect(quiet).toMatchObject({ data: [], meta: { totalCount: 0 } });
  });

  it("keeps the events of the project's sites", async () => {
    const benelux = await ok<ActivityPage>(activity(`projectId=${ids.benelux}`), 'owner@acme.test');
    expect(actions(benelux)).toEqual(['import.finished', 'data-flow.changed', 'channel.created']);
    expect(benelux.data.every((event) => event.siteId === ids.acmeNl)).toBe(true);
    const dach = await ok<ActivityPage>(activity(`projectId=${ids.dach}`), 'owner@acme.test');
    expect(dach.meta.totalCount).toBe(0);
  });

  it('keeps the events done by a user, and combines the filters', async () => {
    const owner = await ok<ActivityPage>(activity(`userId=${users.owner}`), 'editor@acme.test');
    expect(actions(owner)).toEqual(['user.invited', 'user.signed-in']);
    expect(owner.data.every((event) => event.user?.email === 'owner@acme.test')).toBe(true);
    const editorOnSite = await ok<ActivityPage>(
      activity(`userId=${users.editor}&siteId=${ids.acmeNl}&projectId=${ids.benelux}`),
      'editor@acme.test',
    );
    expect(actions(editorOnSite)).toEqual(['data-flow.changed', 'channel.created']);
    const ownerOnSite = await ok<ActivityPage>(
      activity(`userId=${users.owner}&siteId=${ids.acmeNl}`),
      'editor@acme.test',
    );
    expect(ownerOnSite.meta.totalCount).toBe(0);
    // Someone outside the organisation did nothing in it: an empty page, not an error.
    const outsider = await ok<ActivityPage>(activity(`userId=${users.nobody}`), 'editor@acme.test');
    expect(outsider.meta.totalCount).toBe(0);
  });

  it("answers 404 for a site or project that is not the organisation's, like an unknown one", async () => {
    for (const query of [
      `siteId=${ids.globexSite}`,
      `projectId=${ids.globexMain}`,
      'siteId=999999',
      'projectId=999999',
      // The caller is a member of Globex too: the site is still not Acme's.
      `siteId=${ids.globexSite}&projectId=${ids.benelux}`,
    ]) {
      const response = await get(activity(query), 'owner@acme.test');
      expect(response.statusCode, query).toBe(404);
      expect(response.json().code, query).toBe('not-found');
    }
  });

  it('still answers 403 for a foreign organisation before looking at the filters', async () => {
    const response = await get(
      `/api/accounts/${ids.globex}/activity?siteId=${ids.globexSite}`,
      'editor@acme.test',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ key: 'inaccessible' });
  });

  it('rejects filters that are not positive integers', async () => {
    for (const [query, name] of [
      ['siteId=0', 'siteId'],
      ['siteId=abc', 'siteId'],
      ['projectId=-3', 'projectId'],
      ['userId=1.5', 'userId'],
      ['userId=99999999999', 'userId'],
    ]) {
      const response = await get(activity(query!), 'owner@acme.test');
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        code: 'validation-failed',
        invalidParams: [expect.objectContaining({ name: `querystring.${name}` })],
      });
    }
  });
});

describe('GET /api/accounts/:accountId/users/:userId', () => {
  const member = (accountId: number, id: number | string) =>
    `/api/accounts/${accountId}/users/${id}`;

  it('shows a member with the projects they may change in that organisation', async () => {
    const editor = await ok<AccountUserDetail>(member(ids.acme, users.editor), 'greta@acme.test');
    expect(editor).toEqual({
      id: users.editor,
      name: 'Eddie Editor',
      email: 'editor@acme.test',
      isAdmin: false,
      // Acme DACH is read only for Eddie.
      writableProjects: [{ id: ids.benelux, name: 'Acme Benelux' }],
      writableSites: [],
    });
    // Olivia may also change Globex Main, but that is another organisation's.
    const owner = await ok<AccountUserDetail>(member(ids.acme, users.owner), 'editor@acme.test');
    expect(owner).toMatchObject({
      isAdmin: true,
      writableProjects: [
        { id: ids.benelux, name: 'Acme Benelux' },
        { id: ids.dach, name: 'Acme DACH' },
      ],
    });
  });

  it('lists the sites a member may change by a site permission of their own', async () => {
    await t.db.insert(schema.sitePermissions).values([
      { userId: users.greta, siteId: ids.acmeDe, canWrite: true },
      { userId: users.greta, siteId: ids.acmeBe, canWrite: false },
    ]);
    const greta = await ok<AccountUserDetail>(member(ids.acme, users.greta), 'owner@acme.test');
    expect(greta).toMatchObject({
      writableProjects: [],
      writableSites: [{ id: ids.acmeDe, name: 'acme.de' }],
    });
  });

  it('answers 404 for a user who is not a member, whether or not they exist', async () => {
    for (const id of [users.secure, users.nobody, 999_999]) {
      const response = await get(member(ids.acme, id), 'owner@acme.test');
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json().code).toBe('not-found');
    }
  });

  it('keeps to the tenant like the other organisation routes', async () => {
    expect((await get(member(ids.acme, users.editor))).statusCode).toBe(401);
    const foreign = await get(member(ids.initech, users.secure), 'editor@acme.test');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden', key: 'inaccessible' });
    expect((await get(member(999_999, users.editor), 'owner@acme.test')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1']) {
      const response = await get(member(ids.acme, id), 'owner@acme.test');
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({
        invalidParams: [expect.objectContaining({ name: 'params.userId' })],
      });
    }
  });
});

describe('GET /api/accounts/:accountId/invoices', () => {
  it('marks an unpaid invoice past its due date as overdue', async () => {
    const body = await ok<InvoiceList>(`/api/accounts/${ids.globex}/invoices`, 'owner@acme.test');
    expect(body.overdueCount).toBe(1);
    expect(body.data).toHaveLength(3);
    const [newest, ...paid] = body.data;
    expect(newest).toMatchObject({ paidAt: null, overdue: true, currency: 'EUR' });
    expect(new Date(newest!.dueAt).getTime()).toBeLessThan(Date.now());
    expect(Number.isInteger(newest!.amount)).toBe(true);
    expect(paid.every((invoice) => invoice.paidAt !== null && !invoice.overdue)).toBe(true);
    const issued = body.data.map((invoice) => invoice.issuedAt);
    expect([...issued].sort().reverse()).toEqual(issued);
  });

  it('does not count paid invoices, nor an unpaid one that is not due yet', async () => {
    const acme = await ok<InvoiceList>(`/api/accounts/${ids.acme}/invoices`, 'editor@acme.test');
    expect(acme.overdueCount).toBe(0);
    expect(acme.data).toHaveLength(3);
    expect(acme.data.every((invoice) => invoice.paidAt !== null)).toBe(true);

    const initech = await ok<InvoiceList>(
      `/api/accounts/${ids.initech}/invoices`,
      'secure@initech.test',
    );
    expect(initech.overdueCount).toBe(0);
    expect(initech.data).toEqual([expect.objectContaining({ paidAt: null, overdue: false })]);
    expect(new Date(initech.data[0]!.dueAt).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the organisation routes of the embedded screens: access', () => {
  it.each(['activity', 'invoices'])(
    '%s needs a signed-in member of the organisation',
    async (route) => {
      expect((await get(`/api/accounts/${ids.acme}/${route}`)).statusCode).toBe(401);
      const foreign = await get(`/api/accounts/${ids.globex}/${route}`, 'editor@acme.test');
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({ code: 'forbidden', key: 'inaccessible' });
      expect(
        (await get(`/api/accounts/${ids.acme}/${route}`, 'nobody@example.test')).statusCode,
      ).toBe(403);
      expect((await get(`/api/accounts/999999/${route}`, 'owner@acme.test')).statusCode).toBe(404);
      expect((await get(`/api/accounts/acme/${route}`, 'owner@acme.test')).statusCode).toBe(400);
    },
  );
});
