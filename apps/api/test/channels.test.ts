import { schema } from '@feedline/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

let t: TestApp;
const ids = { acmeNl: 0, acmeBe: 0, globexSite: 0, googleNl: 0, metaNl: 0, googleUs: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const site = async (name: string) =>
    (await t.db.select().from(schema.sites).where(eq(schema.sites.name, name)))[0]!.id;
  const channel = async (name: string) =>
    (await t.db.select().from(schema.channels).where(eq(schema.channels.name, name)))[0]!.id;
  ids.acmeNl = await site('acme.nl');
  ids.acmeBe = await site('acme.be');
  ids.globexSite = await site('globex.com');
  ids.googleNl = await channel('Google Shopping NL');
  ids.metaNl = await channel('Meta Catalog NL');
  ids.googleUs = await channel('Google Shopping US');
});
afterAll(() => t.close());

const classifications = async (
  siteId: number | string,
  channelId: number | string,
  email: string,
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/site/${siteId}/classifications/${channelId}`,
    headers: await t.authHeader(email),
  });

describe('GET /api/site/:siteId/classifications/:channelId (spec §7)', () => {
  it("lists a channel's sub-channels by name, and none for a channel without", async () => {
    const response = await classifications(ids.acmeNl, ids.googleNl, 'editor@acme.test');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((c: { name: string }) => c.name)).toEqual(['Bags', 'Shoes']);
    expect(response.json()[0]).toEqual({ id: expect.any(Number), name: 'Bags' });

    const none = await classifications(ids.acmeNl, ids.metaNl, 'editor@acme.test');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it("forbids another organisation's channel (403 inaccessible)", async () => {
    const response = await classifications(ids.globexSite, ids.googleUs, 'editor@acme.test');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ key: 'inaccessible' });
  });

  it("does not reach another organisation's channel through a site of one's own", async () => {
    // The channel is globex's; the site in the path is acme's, which the user may see.
    const response = await classifications(ids.acmeNl, ids.googleUs, 'editor@acme.test');
    expect(response.statusCode).toBe(404);
    expect(JSON.stringify(response.json())).not.toContain('Google Shopping US');
  });

  it('404s a channel of another site and an unknown channel, 400s a malformed id', async () => {
    expect((await classifications(ids.acmeBe, ids.googleNl, 'owner@acme.test')).statusCode).toBe(
      404,
    );
    expect((await classifications(ids.acmeNl, 999_999, 'owner@acme.test')).statusCode).toBe(404);
    expect((await classifications(ids.acmeNl, 'abc', 'owner@acme.test')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/site/${ids.acmeNl}/classifications/${ids.googleNl}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
