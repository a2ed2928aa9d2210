import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function companies(email: string, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/accounts${query}`,
    headers: await t.authHeader(email),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return {
    names: body.data.map((account: { company: string }) => account.company),
    body,
  };
}

describe('GET /api/accounts?search= (spec §5: case-insensitive contains on company)', () => {
  it('keeps the organisations whose company contains the text, whatever the case', async () => {
    expect((await companies('master@feedline.test', '?search=glob')).names).toEqual([
      'Globex Outlet',
    ]);
    expect((await companies('master@feedline.test', '?search=GLOB')).names).toEqual([
      'Globex Outlet',
    ]);
    expect((await companies('master@feedline.test', '?search=e')).names).toEqual([
      'Acme Retail',
      'Globex Outlet',
      'Initech Secure',
    ]);
    expect((await companies('master@feedline.test', '?search=tail')).names).toEqual([
      'Acme Retail',
    ]);
  });

  it('counts only the matches and keeps the search in the page links', async () => {
    const { body } = await companies('master@feedline.test', '?search=secure&amount=5');
    expect(body.meta).toEqual({ totalPages: 1, totalCount: 1, currentPage: 1, countPerPage: 5 });
    expect(body.links.first).toBe('/api/accounts?page=1&amount=5&search=secure');
  });

  it("never searches beyond the user's own organisations", async () => {
    expect((await companies('editor@acme.test', '?search=glob')).names).toEqual([]);
    expect((await companies('nobody@example.test', '?search=a')).names).toEqual([]);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect((await companies('master@feedline.test', '?search=%25')).names).toEqual([]);
    expect((await companies('master@feedline.test', '?search=_')).names).toEqual([]);
    expect((await companies('master@feedline.test', '?search=%5C')).names).toEqual([]);
  });

  it('lists everything for an empty or blank search', async () => {
    expect((await companies('master@feedline.test', '?search=')).names).toHaveLength(3);
    expect((await companies('master@feedline.test', '?search=%20%20')).names).toHaveLength(3);
  });

  it('rejects an overlong search', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/accounts?search=${'x'.repeat(101)}`,
      headers: await t.authHeader('master@feedline.test'),
    });
    expect(response.statusCode).toBe(400);
  });
});
