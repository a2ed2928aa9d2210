import { randomBytes } from 'node:crypto';
import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { giveTotpTo } from './identity-fixtures/totp';
import { buildTestApp } from './helper';
import { demoIds } from './platform-fixtures';
import {
  exclusionOf,
  expectationFor,
  PERMISSION_ORACLE,
  TENANT_OF,
  type Actor,
  type Expectation,
  type IdKind,
  type OracleRow,
  type Scope,
  type Target,
  type Tenant,
} from './permission-oracle';
import { readOperations, type Operation } from './openapi-operations';

/**
 * The tenant matrix: every operation of the OpenAPI document the app serves, called by users of
 * different roles with ids of their own organisation, of another one, unknown and malformed, and
 * compared with permission-oracle.ts. Reads run before writes, and the writes are harmless to the
 * later cases (a saved template, an import run, an acknowledged announcement, a 2FA set-up).
 */

const t = await buildTestApp({ SUPPORT_CHAT_APP_ID: 'matrix', SUPPORT_CHAT_SECRET: 'matrix' });
afterAll(() => t.close());

// ---- the demo data the cases point at -------------------------------------------------------

const demo = demoIds(t);
const userId = async (email: string) =>
  (await t.db.select().from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
const projectId = async (name: string) =>
  (await t.db.select().from(schema.projects).where(eq(schema.projects.name, name)))[0]!.id;
/** An error line of the site: the demo's own for acme.nl, a new one elsewhere. */
async function errorLineOf(siteId: number, message: string): Promise<number> {
  const errors = and(eq(schema.siteLogLines.siteId, siteId), eq(schema.siteLogLines.type, 'error'));
  const [existing] = await t.db.select().from(schema.siteLogLines).where(errors);
  if (existing) return existing.id;
  const [line] = await t.db
    .insert(schema.siteLogLines)
    .values({ siteId, type: 'error', message, microtime: Date.now() / 1000 })
    .returning();
  return line!.id;
}

/** An open invitation of the organisation, one per scope (an administrator may withdraw it once). */
async function invitationTo(company: string, site: string): Promise<number> {
  const [invitation] = await t.db
    .insert(schema.invitations)
    .values({
      accountId: await demo.account(company),
      email: `invitee-of-${site.replace(/\W/g, '-')}@example.test`,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return invitation!.id;
}

// Initech Secure enforces 2FA: with it, Sam Secure is the Initech user; Mia Master (a member of all
// three organisations, without 2FA) is the one the policy holds back.
await giveTotpTo(t, 'secure@initech.test');

async function scopeIds(
  company: string,
  project: string,
  site: string,
  channel: string,
  memberEmail: string,
): Promise<Record<IdKind, number>> {
  const siteId = await demo.site(site);
  return {
    account: await demo.account(company),
    project: await projectId(project),
    site: siteId,
    channel: await demo.channel(siteId, channel),
    'error-line': await errorLineOf(siteId, `Export of ${site} failed`),
    member: await userId(memberEmail),
    invitation: await invitationTo(company, site),
  };
}

/** Per scope, the id of each kind of object of that organisation (the member: one of its users). */
const IDS: Record<Scope, Record<IdKind, number>> = {
  'acme-benelux': await scopeIds(
    'Acme Retail',
    'Acme Benelux',
    'acme.nl',
    'Google Shopping NL',
    'editor@acme.test',
  ),
  'acme-dach': await scopeIds(
    'Acme Retail',
    'Acme DACH',
    'acme.de',
    'Google Shopping DE',
    'greta@acme.test',
  ),
  globex: await scopeIds(
    'Globex Outlet',
    'Globex Main',
    'globex.com',
    'Google Shopping US',
    'owner@acme.test',
  ),
  initech: await scopeIds(
    'Initech Secure',
    'Initech Web',
    'initech.com',
    'Google Shopping UK',
    'secure@initech.test',
  ),
};

/**
 * A user who is no member of the organisation, for the user id under its path in the cases that
 * mix organisations (Globex's users all belong to Acme too, so none of them would do for Acme).
 */
const OUTSIDER_OF: Record<Tenant, number> = {
  acme: IDS.initech.member,
  globex: IDS['acme-benelux'].member,
  initech: IDS['acme-benelux'].member,
};

const [welcome] = await t.db
  .select()
  .from(schema.announcements)
  .where(eq(schema.announcements.permanent, false));

/** Names only an organisation's own answers may contain. */
const MARKERS: Record<Tenant, string[]> = {
  acme: ['Acme Retail', 'Acme Benelux', 'Acme DACH', 'acme.nl', 'acme.de'],
  globex: ['Globex Outlet', 'Globex Main', 'globex.com', 'Google Shopping US'],
  initech: ['Initech Secure', 'Initech Web', 'initech.com', 'Google Shopping UK'],
};

// ---- who calls ------------------------------------------------------------------------------

interface MatrixActor extends Actor {
  /** The scopes of the user's own organisations to call. */
  own: readonly Scope[];
  /** A scope of an organisation the user is not a member of. */
  other?: Scope;
  /** Refused before any id is looked at: one valid and one malformed call suffice. */
  brief?: true;
}

const person = (
  actor: Partial<MatrixActor> & Pick<MatrixActor, 'name' | 'email' | 'own'>,
): MatrixActor => ({
  verified: true,
  heldBackByTwoFactor: false,
  memberOf: [],
  adminOf: [],
  writes: [],
  ...actor,
});

const ACTORS: MatrixActor[] = [
  person({ name: 'anonymous', email: undefined, own: ['acme-benelux'], brief: true }),
  person({
    name: 'Acme and Globex admin (owner@acme.test)',
    email: 'owner@acme.test',
    memberOf: ['acme', 'globex'],
    adminOf: ['acme', 'globex'],
    own: ['acme-benelux', 'acme-dach', 'globex'],
    other: 'initech',
  }),
  person({
    name: 'Acme editor, Benelux writer, DACH reader (editor@acme.test)',
    email: 'editor@acme.test',
    memberOf: ['acme'],
    writes: ['acme-benelux'],
    own: ['acme-benelux', 'acme-dach'],
    other: 'globex',
  }),
  person({
    name: 'Acme reader (greta@acme.test)',
    email: 'greta@acme.test',
    memberOf: ['acme'],
    own: ['acme-benelux', 'acme-dach'],
    other: 'initech',
  }),
  person({
    name: 'Initech member with 2FA (secure@initech.test)',
    email: 'secure@initech.test',
    memberOf: ['initech'],
    own: ['initech'],
    other: 'acme-benelux',
  }),
  person({
    name: 'member of all, held back by 2FA (master@feedline.test)',
    email: 'master@feedline.test',
    memberOf: ['acme', 'globex', 'initech'],
    heldBackByTwoFactor: true,
    own: ['acme-benelux'],
    other: 'initech',
  }),
  person({
    name: 'no organisation (nobody@example.test)',
    email: 'nobody@example.test',
    own: [],
    other: 'acme-benelux',
  }),
  person({
    name: 'unverified Acme member (unverified@acme.test)',
    email: 'unverified@acme.test',
    verified: false,
    memberOf: ['acme'],
    own: ['acme-benelux'],
    brief: true,
  }),
];

const headers = new Map<string, Record<string, string>>();
for (const actor of ACTORS) {
  headers.set(actor.name, actor.email === undefined ? {} : await t.authHeader(actor.email));
}

// ---- the operations -------------------------------------------------------------------------

const { response: documentResponse, operations: allOperations } = await readOperations(t.app);
const excluded = allOperations.filter((operation) => !operation.path.startsWith('/api/'));
const operations = allOperations.filter((operation) => operation.path.startsWith('/api/'));

/** Path parameters that name an object of an organisation. */
const TENANT_PARAMS: Record<string, IdKind> = {
  accountId: 'account',
  projectId: 'project',
  siteId: 'site',
  channelId: 'channel',
  errorId: 'error-line',
  userId: 'member',
  invitationId: 'invitation',
};
/** Path parameters that are ids of something every user shares, valid in any scope. */
const SHARED_PARAMS: Record<string, () => number> = { announcementId: () => welcome!.id };
/**
 * Path parameters that are not ids: the one value the matrix uses. An invitation link's token is
 * the credential itself, so the matrix knows none that works (invitations.test.ts uses real ones).
 */
const FIXED_PARAMS: Record<string, string> = {
  kind: 'new',
  token: 'A'.repeat(43),
  // Every flow has its first version.
  version: '1',
  copyId: '1',
  runId: '1',
  sourceId: '1',
  itemId: '1',
};

const UNKNOWN_ID = 987_654_321;
const MALFORMED = ['abc', '0x1'];

/** A copy request of the path's site that names no target: valid in shape, refused by its rules. */
const copyBody = (params: Record<string, string>) => ({
  'site-id': Number(params.siteId) || 1,
  'source-site-id': Number(params.siteId) || 1,
  'source-channel-id': 1,
  'additional-targets': [],
});

/** A minimal valid body per write operation; the body may need the path's ids. */
const BODIES: Record<string, (params: Record<string, string>) => unknown> = {
  // Force-2FA stays off: on, it would hold back the matrix's own users for the cases after it.
  'PATCH /api/accounts/{accountId}': () => ({ company: 'Matrix', forceTwoFactorAuth: false }),
  'PUT /api/accounts/{accountId}/sso': () => ({ status: 2 }),
  'PUT /api/accounts/{accountId}/sso/authentication': () => ({
    status: 1,
    subdomain: 'matrix',
    metadata: '',
  }),
  'PATCH /api/announcements/{announcementId}': (params) => ({
    id: Number(params.announcementId) || 1,
    acknowledged: true,
  }),
  'POST /api/user/two-factor/enable': () => ({ code: '000000' }),
  'POST /api/user/two-factor/disable': () => ({ code: '000000' }),
  'POST /api/invitations/{token}/accept': () => ({
    name: 'Matrix',
    password: 'a long enough secret',
  }),
  'POST /api/accounts/{accountId}/invitations': () => ({
    email: 'invited-by-the-matrix@example.test',
    isAdmin: false,
  }),
  'PUT /api/sites/{siteId}/channels/{channelId}/data-flow': () => ({
    expectedVersion: 1,
    columns: [{ name: 'matrix', source: { kind: 'static', value: 'x' } }],
  }),
  'POST /api/sites/{siteId}/channels/{channelId}/data-flow/versions/{version}/restore': () => ({
    expectedVersion: 1,
  }),
  'POST /api/site/{siteId}/copy-channel': (params) => copyBody(params),
  'POST /api/sites/{siteId}/data-sources': () => ({
    name: 'Matrix',
    url: 'https://matrix.example/feed.csv',
  }),
  'PATCH /api/sites/{siteId}/data-sources/{sourceId}': () => ({ name: 'Matrix' }),
  'POST /api/sites/{siteId}/data-sources/test': () => ({ fileId: 987_654_321 }),
  'PATCH /api/user': () => ({ language: 'en' }),
  'PATCH /api/sites/{siteId}/channels/{channelId}/feed': () => ({ format: 'csv' }),
  'PUT /api/sites/{siteId}/schedule': () => ({
    enabled: false,
    times: [],
    weekdays: [1],
    exportAfterImport: true,
  }),
  'POST /api/site/{siteId}/copy-channel/dry-run': (params) => copyBody(params),
  'PUT /api/sites/{siteId}/designer-templates/{kind}': () => ({
    name: 'Matrix',
    background: '#ffffff',
    layers: [],
  }),
};

const unknownParams = (operation: Operation) =>
  operation.pathParams.filter(
    (name) => !(name in TENANT_PARAMS || name in SHARED_PARAMS || name in FIXED_PARAMS),
  );

function paramValue(name: string, target: Target, position: number): string {
  if (name in FIXED_PARAMS) return FIXED_PARAMS[name]!;
  if (target.kind === 'malformed') return target.value;
  if (target.kind === 'unknown') return String(UNKNOWN_ID);
  if (name in SHARED_PARAMS) return String(SHARED_PARAMS[name]!());
  const kind = TENANT_PARAMS[name]!;
  switch (target.kind) {
    case 'scope':
      return String(IDS[target.scope][kind]);
    case 'mixed':
      if (position === 0) return String(IDS[target.own][kind]);
      return String(
        kind === 'member' ? OUTSIDER_OF[TENANT_OF[target.own]] : IDS[target.other][kind],
      );
    case 'foreign-query':
      return String(IDS[target.own][kind]);
    case 'none':
      throw new Error(`no target for {${name}}`);
  }
}

function requestOf(operation: Operation, row: OracleRow, target: Target) {
  const params: Record<string, string> = {};
  let tenantPosition = 0;
  for (const name of operation.pathParams) {
    params[name] = paramValue(name, target, name in TENANT_PARAMS ? tenantPosition++ : 0);
  }
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(params[name]!),
  );
  const query = new URLSearchParams();
  for (const [name, { names, with: rest = {} }] of Object.entries(row.tenantQuery ?? {})) {
    const scope =
      target.kind === 'scope'
        ? target.scope
        : target.kind === 'foreign-query'
          ? target.other
          : null;
    if (scope === null || (target.kind === 'foreign-query' && target.parameter !== name)) continue;
    for (const [restName, value] of Object.entries(rest)) query.set(restName, value);
    query.set(name, String(IDS[scope][names]));
  }
  const body = BODIES[operation.key];
  const url = query.size > 0 ? `${path}?${query}` : path;
  if (!operation.hasBody) return { url, payload: undefined };
  return { url, payload: body ? body(params) : {} };
}

function targetsOf(operation: Operation, row: OracleRow, actor: MatrixActor): Target[] {
  if (
    row.permission.who === 'public' ||
    operation.pathParams.every((name) => name in FIXED_PARAMS)
  ) {
    return [{ kind: 'none' }];
  }
  const malformed = MALFORMED.map((value): Target => ({ kind: 'malformed', value }));
  const tenantParams = operation.pathParams.filter((name) => name in TENANT_PARAMS);
  if (tenantParams.length === 0) {
    // Ids of something every user shares: valid, unknown or malformed, whoever asks.
    const valid: Target = { kind: 'scope', scope: actor.own[0] ?? 'acme-benelux' };
    return actor.brief ? [valid, malformed[0]!] : [valid, { kind: 'unknown' }, ...malformed];
  }
  const own = actor.own.map((scope): Target => ({ kind: 'scope', scope }));
  if (actor.brief) return [own[0]!, malformed[0]!];
  const targets: Target[] = [...own, { kind: 'unknown' }, ...malformed];
  if (actor.other) targets.push({ kind: 'scope', scope: actor.other });
  const home = actor.own[0];
  if (home && actor.other) {
    if (tenantParams.length > 1) targets.push({ kind: 'mixed', own: home, other: actor.other });
    // Under a site or project, an object of another site of the same organisation is foreign too.
    const sibling = actor.own.find(
      (scope) => TENANT_OF[scope] === TENANT_OF[home] && scope !== home,
    );
    if (tenantParams.length > 1 && sibling && TENANT_PARAMS[tenantParams[0]!] !== 'account') {
      targets.push({ kind: 'mixed', own: home, other: sibling });
    }
    for (const parameter of Object.keys(row.tenantQuery ?? {})) {
      targets.push({ kind: 'foreign-query', own: home, other: actor.other, parameter });
    }
  }
  return targets;
}

const describeTarget = (target: Target): string => {
  switch (target.kind) {
    case 'none':
      return 'no ids';
    case 'scope':
      return `ids of ${target.scope}`;
    case 'unknown':
      return 'unknown ids';
    case 'malformed':
      return `malformed ids (${target.value})`;
    case 'mixed':
      return `${target.own} with nested ids of ${target.other}`;
    case 'foreign-query':
      return `ids of ${target.own}, query ${target.parameter} of ${target.other}`;
  }
};

const describeStatuses = (expectation: Expectation) =>
  expectation.statuses.join('|') + (expectation.key ? ` ${expectation.key}` : '');

const matches = (status: number, expected: Expectation['statuses']) =>
  expected.some((entry) => (entry === '2xx' ? status >= 200 && status < 300 : entry === status));

// ---- the suite ------------------------------------------------------------------------------

describe('the oracle and the OpenAPI document', () => {
  it('is the document the app serves', () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(30);
  });

  it('has a row for every operation of the document', () => {
    const missing = operations.map((op) => op.key).filter((key) => !(key in PERMISSION_ORACLE));
    expect(
      missing,
      `Operations without a row in permission-oracle.ts: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('has no row for an operation the document does not have', () => {
    const keys = new Set(operations.map((op) => op.key));
    const stale = Object.keys(PERMISSION_ORACLE).filter((key) => !keys.has(key));
    expect(stale, `Rows of permission-oracle.ts without an operation: ${stale.join(', ')}`).toEqual(
      [],
    );
  });

  it('leaves out only the paths outside /api it names, for a reason', () => {
    const unexplained = excluded
      .map((op) => op.key)
      .filter((key) => !exclusionOf(key.split(' ')[1]!));
    expect(
      unexplained,
      `Operations outside /api without a reason: ${unexplained.join(', ')}`,
    ).toEqual([]);
  });

  it('knows every path parameter', () => {
    const unknown = operations
      .filter((op) => op.key in PERMISSION_ORACLE)
      .flatMap((op) => unknownParams(op).map((name) => `{${name}} of ${op.key}`));
    expect(unknown, `Path parameters without a fixture: ${unknown.join(', ')}`).toEqual([]);
  });

  it('documents exactly the public rows as needing no token', () => {
    const disagreeing = operations
      .filter((op) => op.key in PERMISSION_ORACLE)
      .filter((op) => op.isPublic !== (PERMISSION_ORACLE[op.key]!.permission.who === 'public'))
      .map((op) => op.key);
    expect(disagreeing).toEqual([]);
  });
});

// The scope of each case above, checked once: a wrong fixture would make the matrix meaningless.
describe('the fixtures', () => {
  const accountsOf = async (user: number) =>
    (
      await t.db.select().from(schema.accountMembers).where(eq(schema.accountMembers.userId, user))
    ).map((row) => row.accountId);

  it.each(Object.keys(IDS) as Scope[])('%s names objects of one organisation', async (scope) => {
    const ids = IDS[scope];
    const [site] = await t.db.select().from(schema.sites).where(eq(schema.sites.id, ids.site));
    expect(site?.projectId).toBe(ids.project);
    const [project] = await t.db
      .select()
      .from(schema.projects)
      .where(eq(schema.projects.id, ids.project));
    expect(project?.accountId).toBe(ids.account);
    const [channel] = await t.db
      .select()
      .from(schema.channels)
      .where(eq(schema.channels.id, ids.channel));
    expect(channel?.siteId).toBe(ids.site);
    const [line] = await t.db
      .select()
      .from(schema.siteLogLines)
      .where(eq(schema.siteLogLines.id, ids['error-line']));
    expect(line).toMatchObject({ siteId: ids.site, type: 'error' });
    const [invitation] = await t.db
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.id, ids.invitation));
    expect(invitation?.accountId).toBe(ids.account);
    expect(await accountsOf(ids.member)).toContain(ids.account);
    expect(await accountsOf(OUTSIDER_OF[TENANT_OF[scope]])).not.toContain(ids.account);
  });
});

// Reads first, then writes: no read case sees what a write changed.
const ordered = [
  ...operations.filter((op) => op.method === 'GET'),
  ...operations.filter((op) => op.method !== 'GET'),
];

for (const operation of ordered) {
  const row = PERMISSION_ORACLE[operation.key];
  if (!row || unknownParams(operation).length > 0) continue;
  // A write whose body the matrix cannot build is sent `{}`: an allowed call may then be a 400.
  const withoutBody = operation.hasBody && !(operation.key in BODIES);
  const cases = ACTORS.flatMap((actor) =>
    targetsOf(operation, row, actor).map((target) => {
      const expectation = expectationFor(row, actor, target);
      const isAllowed = expectation.statuses.includes('2xx');
      return {
        actor,
        target,
        expectation:
          withoutBody && isAllowed
            ? { ...expectation, statuses: [...expectation.statuses, 400] }
            : expectation,
      };
    }),
  );

  describe(operation.key, () => {
    it.each(cases.map((entry) => [entry.actor.name, describeTarget(entry.target), entry] as const))(
      '%s, %s',
      async (_actor, _target, { actor, target, expectation }) => {
        const { url, payload } = requestOf(operation, row, target);
        const response = await t.app.inject({
          method: operation.method,
          url,
          headers: {
            ...headers.get(actor.name),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        const status = response.statusCode;
        const context = `${operation.method} ${url} → ${status}, expected ${describeStatuses(expectation)} (${expectation.why}): ${response.body.slice(0, 300)}`;

        expect(status, context).toBeLessThan(500);
        expect(matches(status, expectation.statuses), context).toBe(true);
        if (status >= 400) {
          const body = response.json() as { code?: unknown; key?: unknown };
          expect(typeof body.code, context).toBe('string');
          if (expectation.code) expect(body.code, context).toBe(expectation.code);
          if (expectation.key && status === 403) expect(body.key, context).toBe(expectation.key);
        }
        const foreign = (Object.keys(MARKERS) as Tenant[]).filter(
          (tenant) => !actor.memberOf.includes(tenant),
        );
        for (const tenant of foreign) {
          for (const marker of MARKERS[tenant]) {
            expect(response.body.includes(marker), `${context}: shows "${marker}"`).toBe(false);
          }
        }
      },
    );
  });
}
