import { readFileSync } from 'node:fs';
import {
  EMPTY_SSO_AUTHENTICATION,
  EMPTY_SSO_SETTINGS,
  type SsoAuthentication,
  type SsoSettings,
} from '@feedline/contracts';
import { schema } from '@feedline/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';
import { demoAccountIds } from './platform-fixtures';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoAccountIds>>;

const fixture = (name: string) =>
  readFileSync(new URL(`../src/saml/test-fixtures/${name}`, import.meta.url), 'utf8');
const certBody = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const OKTA = fixture('okta.xml').replaceAll('{{SIGNING_A}}', certBody(fixture('signing-a.pem')));

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoAccountIds(t);
});
afterAll(() => t.close());

async function call(method: 'GET' | 'PUT' | 'PATCH', url: string, as: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: await t.authHeader(as),
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

const saveIdp = (accountId: number, as: string, subdomain: string, metadata = OKTA) =>
  call('PUT', `/api/accounts/${accountId}/sso/authentication`, as, {
    idpId: '',
    status: 1,
    subdomain,
    metadata,
  });
const setStatus = (accountId: number, as: string, body: Record<string, unknown>) =>
  call('PUT', `/api/accounts/${accountId}/sso`, as, body);

describe('who may read and change SSO (docs/adr/0017)', () => {
  it('refuses members who are not administrators, and other organisations', async () => {
    for (const [method, url] of [
      ['GET', `/api/accounts/${ids.acme}/sso`],
      ['GET', `/api/accounts/${ids.acme}/sso/enforce-preview?domains=acme.test`],
      ['PUT', `/api/accounts/${ids.acme}/sso`],
    ] as const) {
      const answer = await call(method, url, 'editor@acme.test', { status: 2 });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ key: 'admin-required' });
    }
    const foreign = await call('GET', `/api/accounts/${ids.initech}/sso`, 'owner@acme.test');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ key: 'inaccessible' });
    expect((await saveIdp(ids.acme, 'editor@acme.test', 'acme-editor')).statusCode).toBe(403);
    expect(await t.db.select().from(schema.ssoSettings)).toEqual([]);
  });

  it('shows an organisation without SSO as Inactive with nothing else', async () => {
    const answer = await call('GET', `/api/accounts/${ids.globex}/sso`, 'owner@acme.test');
    expect(answer.json<SsoSettings>()).toEqual(EMPTY_SSO_SETTINGS);
    const none = await call(
      'GET',
      `/api/accounts/${ids.globex}/sso/authentication`,
      'owner@acme.test',
    );
    expect(none.json()).toEqual(EMPTY_SSO_AUTHENTICATION);
  });
});

describe('GET /api/sso/check-subdomain (spec §3, §7)', () => {
  const check = (subdomain: string, as = 'owner@acme.test', accountId?: number) =>
    call(
      'GET',
      `/api/sso/check-subdomain?subdomain=${encodeURIComponent(subdomain)}${accountId ? `&accountId=${accountId}` : ''}`,
      as,
    );

  it('is rate-limited per user', async () => {
    const answers = [];
    for (let i = 0; i < 61; i += 1)
      answers.push((await check(`probe-${i}`, 'greta@acme.test')).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
    // Another user is not held back by Greta's checks.
    expect((await check('probe-x', 'owner@acme.test')).statusCode).toBe(200);
  });

  it('answers valid and available', async () => {
    expect((await check('acme-retail')).json()).toEqual({ valid: true, available: true });
    for (const bad of ['Acme', 'acme_retail', '-acme', 'a'.repeat(21), 'www', 'ac me', '']) {
      expect((await check(bad)).json(), bad).toEqual({ valid: false, available: false });
    }
  });
});

describe('the identity provider of the add wizard and the edit screen', () => {
  it('refuses bad metadata with the key and the problem, and stores nothing', async () => {
    const cases: [string, string, string][] = [
      ['', 'metadata.missing', ''],
      ['not xml at all', 'metadata.incorrect', 'not-xml'],
      [
        `<!DOCTYPE x [<!ENTITY a "aaaa">]>${OKTA.replace(/^<\?xml[^>]*>/, '')}`,
        'metadata.incorrect',
        'doctype',
      ],
      [OKTA.replace(/entityID="[^"]*"/, ''), 'metadata.incomplete', 'entity-id-missing'],
      [OKTA.replaceAll(/Location="[^"]*"/g, ''), 'metadata.incomplete', 'endpoint-missing'],
      [
        OKTA.replaceAll('https://acme.okta.com', 'http://acme.okta.com'),
        'metadata.incorrect',
        'endpoint-not-https',
      ],
      [
        OKTA.replace(/<md:KeyDescriptor[\s\S]*?<\/md:KeyDescriptor>/, ''),
        'metadata.incorrect',
        'certificate-missing',
      ],
      [
        OKTA.replace('</md:EntityDescriptor>', '') +
          OKTA.replace(/^<\?xml[^>]*>/, '').replace(/^<md:EntityDescriptor[^>]*>/, ''),
        'metadata.incorrect',
        'several-descriptors',
      ],
    ];
    for (const [metadata, key, reason] of cases) {
      const answer = await saveIdp(ids.acme, 'owner@acme.test', 'acme', metadata);
      expect(answer.statusCode, key + reason).toBe(400);
      expect(answer.json().invalidParams, reason).toEqual([
        { name: 'metadata', key, ...(reason ? { reason } : {}) },
      ]);
    }
    const tooLarge = await saveIdp(ids.acme, 'owner@acme.test', 'acme', 'x'.repeat(300 * 1024));
    expect(tooLarge.statusCode).toBe(400);
    expect(await t.db.select().from(schema.ssoSettings)).toEqual([]);
  });

  it('refuses a bad subdomain', async () => {
    const empty = await saveIdp(ids.acme, 'owner@acme.test', '');
    expect(empty.json().invalidParams).toEqual([{ name: 'subdomain', key: 'subdomain.missing' }]);
    const bad = await saveIdp(ids.acme, 'owner@acme.test', 'Not Valid');
    expect(bad.json().invalidParams).toEqual([{ name: 'subdomain', key: 'subdomain.invalid' }]);
  });

  it('stores a parsed provider as Configured with its certificate and an audit event', async () => {
    const answer = await saveIdp(ids.acme, 'owner@acme.test', 'acme');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<SsoAuthentication>()).toMatchObject({ status: 1, subdomain: 'acme' });
    const settings = (
      await call('GET', `/api/accounts/${ids.acme}/sso`, 'owner@acme.test')
    ).json<SsoSettings>();
    expect(settings).toMatchObject({
      status: 1,
      subdomain: 'acme',
      entityId: 'http://www.okta.com/exk8feedline4d5e6f7',
      endpointUrl: expect.stringContaining('binding=redirect'),
      loginUrl: 'http://acme.sso.localhost:3000/',
      spMetadataUrl: 'http://acme.sso.localhost:3000/saml/metadata',
    });
    expect(settings.certificates).toHaveLength(1);
    expect(Date.parse(settings.certificates[0]!.notAfter)).toBeGreaterThan(Date.now());
    const events = await t.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(eq(schema.auditEvents.accountId, ids.acme), like(schema.auditEvents.action, 'sso.%')),
      );
    expect(events.map((event) => event.action)).toEqual(['sso.authentication-added']);
  });

  it('keeps subdomains unique across organisations', async () => {
    const taken = await saveIdp(ids.globex, 'owner@acme.test', 'acme');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().invalidParams).toEqual([{ name: 'subdomain', key: 'unique-subdomain' }]);
    const check = await call('GET', '/api/sso/check-subdomain?subdomain=acme', 'owner@acme.test');
    expect(check.json()).toEqual({ valid: true, available: false });
    const own = await call(
      'GET',
      `/api/sso/check-subdomain?subdomain=acme&accountId=${ids.acme}`,
      'owner@acme.test',
    );
    expect(own.json()).toEqual({ valid: true, available: true });
    // Another organisation's id does not make its subdomain "available" for a non-member.
    const foreign = await call(
      'GET',
      `/api/sso/check-subdomain?subdomain=acme&accountId=${ids.acme}`,
      'secure@initech.test',
    );
    expect(foreign.statusCode).toBe(403); // held back by the two-factor policy of Initech
  });
});

describe('status transitions (spec §4)', () => {
  it('never skips a step', async () => {
    const skip = await setStatus(ids.acme, 'owner@acme.test', {
      status: 3,
      enforceType: 1,
      enforceDomains: 'acme.test',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toMatchObject({ key: 'sso-invalid-transition' });
    const nothing = await setStatus(ids.globex, 'owner@acme.test', { status: 2 });
    expect(nothing.statusCode).toBe(409);
  });

  it('enables, refuses bad domains, enforces, fixes force-2FA, and steps back', async () => {
    const enabled = await setStatus(ids.acme, 'owner@acme.test', { status: 2 });
    expect(enabled.json<SsoSettings>().status).toBe(2);

    for (const [domains, reason] of [
      ['', 'invalid-domain'],
      ['not a domain!', 'invalid-domain'],
      ['gmail.com', 'public-domain'],
    ] as const) {
      const answer = await setStatus(ids.acme, 'owner@acme.test', {
        status: 3,
        enforceType: 1,
        enforceDomains: domains,
      });
      expect(answer.statusCode, domains).toBe(400);
      expect(answer.json().invalidParams).toEqual([
        { name: 'enforceDomains', key: 'enforce-domains', reason },
      ]);
    }
    const user = await setStatus(ids.acme, 'owner@acme.test', {
      status: 3,
      enforceType: 0,
      enforceDomains: null,
    });
    expect(user.statusCode).toBe(400);

    const preview = await call(
      'GET',
      `/api/accounts/${ids.acme}/sso/enforce-preview?domains=acme.test`,
      'owner@acme.test',
    );
    const emails = preview.json().members.map((member: { email: string }) => member.email);
    expect(emails).toContain('editor@acme.test');
    expect(emails).not.toContain('master@feedline.test');

    const enforced = await setStatus(ids.acme, 'owner@acme.test', {
      status: 3,
      enforceType: 1,
      enforceDomains: 'ACME.test',
    });
    expect(enforced.statusCode, enforced.body).toBe(200);
    expect(enforced.json<SsoSettings>()).toMatchObject({
      status: 3,
      enforceType: 1,
      enforceDomains: 'acme.test',
    });

    const twoFactor = await call('PATCH', `/api/accounts/${ids.acme}`, 'owner@acme.test', {
      company: 'Acme Retail',
      forceTwoFactorAuth: true,
    });
    expect(twoFactor.statusCode).toBe(409);

    // Globex cannot claim the domain Acme enforces.
    await saveIdp(ids.globex, 'owner@acme.test', 'globex');
    await setStatus(ids.globex, 'owner@acme.test', { status: 2 });
    const taken = await setStatus(ids.globex, 'owner@acme.test', {
      status: 3,
      enforceType: 1,
      enforceDomains: 'acme.test',
    });
    expect(taken.json().invalidParams).toEqual([
      { name: 'enforceDomains', key: 'enforce-domains', reason: 'domain-taken' },
    ]);

    const back = await setStatus(ids.acme, 'owner@acme.test', { status: 2 });
    expect(back.json<SsoSettings>()).toMatchObject({
      status: 2,
      enforceType: -1,
      enforceDomains: null,
    });
    const events = await t.db
      .select()
      .from(schema.auditEvents)
      .where(
        and(
          eq(schema.auditEvents.accountId, ids.acme),
          eq(schema.auditEvents.action, 'sso.status-changed'),
        ),
      );
    expect(events.map((event) => [event.data?.from, event.data?.to])).toEqual([
      [1, 2],
      [2, 3],
      [3, 2],
    ]);
  });
});
