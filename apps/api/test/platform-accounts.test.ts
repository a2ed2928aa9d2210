import type { ActivityPage, InvoiceList } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoIds, getAs } from './platform-fixtures';

let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = { acme: 0, globex: 0, initech: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  get = getAs(t);
  const demo = demoIds(t);
  ids.acme = await demo.account('Acme Retail');
  ids.globex = await demo.account('Globex Outlet');
  ids.initech = await demo.account('Initech Secure');
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
      siteId: channel!.siteId,
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
