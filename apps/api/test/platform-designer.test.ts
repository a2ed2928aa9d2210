import type { DesignerTemplate, DesignerTemplateInput } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../src/modules/users/users.repository';
import { giveTotpTo } from './identity-fixtures/totp';
import { buildTestApp, type TestApp } from './helper';
import { demoIds, getAs } from './platform-fixtures';

let t: TestApp;
let get: ReturnType<typeof getAs>;
const ids = { acmeNl: 0, acmeBe: 0, acmeDe: 0, globex: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  // Initech Secure enforces 2FA (spec §6): without it, its members read no organisation data.
  await giveTotpTo(t, 'secure@initech.test');
  get = getAs(t);
  const demo = demoIds(t);
  ids.acmeNl = await demo.site('acme.nl');
  ids.acmeBe = await demo.site('acme.be');
  ids.acmeDe = await demo.site('acme.de');
  ids.globex = await demo.site('globex.com');
});
afterAll(() => t.close());

const url = (siteId: number, kind = 'new') => `/api/sites/${siteId}/designer-templates/${kind}`;
const put = async (target: string, email: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: target,
    headers: await t.authHeader(email),
    payload: payload as object,
  });

const template: DesignerTemplateInput = {
  name: '  Summer sale ',
  background: '#fffbe6',
  layers: [
    {
      id: 'badge',
      type: 'text',
      text: '-20% {title}',
      x: 10,
      y: 10,
      fontSize: 24,
      color: '#ffffff',
      background: '#c62828',
      bold: true,
    },
    { id: 'photo', type: 'image', src: '{image_link}', x: 0, y: 20, width: 100, height: 60 },
  ],
};

const auditEventsOf = (siteId: number) =>
  t.db
    .select()
    .from(schema.auditEvents)
    .where(
      and(
        eq(schema.auditEvents.siteId, siteId),
        eq(schema.auditEvents.action, 'designer-template.saved'),
      ),
    );

describe('GET /api/sites/:siteId/designer-templates/:kind', () => {
  it('answers a default template while the site has none saved: the price on white', async () => {
    const response = await get(url(ids.acmeBe, 'classic'), 'greta@acme.test');
    expect(response.statusCode).toBe(200);
    const body = response.json() as DesignerTemplate;
    expect(body).toMatchObject({
      siteId: ids.acmeBe,
      kind: 'classic',
      name: 'Default',
      background: '#ffffff',
      updatedAt: null,
    });
    expect(body.layers).toEqual([
      expect.objectContaining({ type: 'text', text: '{price} {currency}' }),
    ]);
  });
});

describe('PUT /api/sites/:siteId/designer-templates/:kind', () => {
  it('saves the template of one designer, and records who did it', async () => {
    const response = await put(url(ids.acmeNl, 'new'), 'editor@acme.test', template);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as DesignerTemplate;
    expect(saved).toMatchObject({ siteId: ids.acmeNl, kind: 'new', name: 'Summer sale' });
    expect(saved.layers).toEqual(template.layers);
    expect(saved.updatedAt).not.toBeNull();

    expect((await get(url(ids.acmeNl, 'new'), 'greta@acme.test')).json()).toEqual(saved);
    // The other designer keeps its own template.
    expect((await get(url(ids.acmeNl, 'classic'), 'greta@acme.test')).json()).toMatchObject({
      name: 'Default',
      updatedAt: null,
    });

    const editor = await findUserByEmail(t.db, 'editor@acme.test');
    const [row] = await t.db
      .select()
      .from(schema.designerTemplates)
      .where(eq(schema.designerTemplates.siteId, ids.acmeNl));
    expect(row).toMatchObject({ kind: 'new', updatedBy: editor!.id });
    const events = await auditEventsOf(ids.acmeNl);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      userId: editor!.id,
      targetType: 'designer-template',
      targetId: String(row!.id),
      data: { kind: 'new', name: 'Summer sale', layers: 2 },
    });
  });

  it('replaces the saved template: one per site and designer', async () => {
    const response = await put(url(ids.acmeNl, 'new'), 'owner@acme.test', {
      ...template,
      name: 'Winter',
      layers: [],
    });
    expect(response.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(schema.designerTemplates)
      .where(
        and(
          eq(schema.designerTemplates.siteId, ids.acmeNl),
          eq(schema.designerTemplates.kind, 'new'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Winter', layers: [] });
    expect(await auditEventsOf(ids.acmeNl)).toHaveLength(2);
  });

  it('needs write access to the site, and then changes nothing', async () => {
    // Greta is a member without write rights; Eddie may only read Acme DACH.
    for (const [siteId, email] of [
      [ids.acmeBe, 'greta@acme.test'],
      [ids.acmeDe, 'editor@acme.test'],
    ] as const) {
      const response = await put(url(siteId), email, template);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', key: 'write-access-required' });
      expect((await get(url(siteId), email)).json()).toMatchObject({ name: 'Default' });
      expect(await auditEventsOf(siteId)).toEqual([]);
    }
    // An organisation admin writes everywhere in it.
    expect((await put(url(ids.acmeDe), 'owner@acme.test', template)).statusCode).toBe(200);
  });

  it.each([
    ['a colour that is not #rrggbb', { ...template, background: 'white' }, 'body.background'],
    ['an empty name', { ...template, name: '   ' }, 'body.name'],
    [
      'an unknown layer type',
      { ...template, layers: [{ id: 'x', type: 'video' }] },
      'body.layers.0.type',
    ],
    [
      'a layer outside the image',
      { ...template, layers: [{ ...template.layers[1]!, x: 120 }] },
      'body.layers.0.x',
    ],
    [
      'too many layers',
      { ...template, layers: Array.from({ length: 21 }, () => template.layers[0]) },
      'body.layers',
    ],
  ])('rejects %s with the invalid field named', async (_what, payload, field) => {
    const response = await put(url(ids.acmeBe), 'owner@acme.test', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; invalidParams: { name: string }[] };
    expect(body.code).toBe('validation-failed');
    expect(body.invalidParams.map((param) => param.name)).toContain(field);
    expect((await get(url(ids.acmeBe), 'owner@acme.test')).json()).toMatchObject({
      name: 'Default',
    });
  });
});

describe('designer templates: access and bad input', () => {
  it.each(['GET', 'PUT'] as const)('%s keeps organisations apart', async (method) => {
    const call = (target: string, email: string) =>
      method === 'GET' ? get(target, email) : put(target, email, template);
    const foreign = await call(url(ids.acmeNl), 'secure@initech.test');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'forbidden', key: 'inaccessible' });
    expect((await call(url(ids.globex), 'editor@acme.test')).statusCode).toBe(403);
    expect((await call(url(999_999), 'owner@acme.test')).statusCode).toBe(404);
    expect((await call('/api/sites/nl/designer-templates/new', 'owner@acme.test')).statusCode).toBe(
      400,
    );
    expect((await call(url(ids.acmeNl, 'modern'), 'owner@acme.test')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await get(url(ids.acmeNl))).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'PUT', url: url(ids.acmeNl), payload: template });
    expect(response.statusCode).toBe(401);
  });
});
