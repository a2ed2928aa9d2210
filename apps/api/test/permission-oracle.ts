/**
 * Who may call which operation of the API, written down independently of the routes: the tenant
 * matrix (tenant-matrix.test.ts) calls every operation of the served OpenAPI document as users of
 * different roles, with ids of their own organisation, of another one, unknown and malformed, and
 * compares each answer with what this table says. An operation without a row fails that suite.
 */

/** The organisations of the demo data (shared/DEMO-DATA.md). */
export type Tenant = 'acme' | 'globex' | 'initech';

/**
 * A consistent set of path ids within one organisation: a site of the project, a channel and an
 * error line of that site, a member of the organisation. Acme has two, because its editor may
 * change one project and only read the other.
 */
export type Scope = 'acme-benelux' | 'acme-dach' | 'globex' | 'initech';

export const TENANT_OF: Record<Scope, Tenant> = {
  'acme-benelux': 'acme',
  'acme-dach': 'acme',
  globex: 'globex',
  initech: 'initech',
};

/** Who may call an operation. */
export type Permission =
  /** Anybody, without a token. */
  | { who: 'public' }
  /** Any signed-in user; the path ids (if any) belong to no organisation. */
  | { who: 'signed-in' }
  /** A member of the organisation that owns the resource of the path. */
  | { who: 'member'; of: 'account' | 'project' | 'site' }
  /** A member who may change the resource: an admin of its organisation, or write permission. */
  | { who: 'writer'; of: 'project' | 'site' }
  /** An administrator of the organisation of the path. */
  | { who: 'admin'; of: 'account' };

/** A kind of object a path or query parameter names. */
export type IdKind =
  'account' | 'project' | 'site' | 'channel' | 'error-line' | 'member' | 'invitation';

export interface OracleRow {
  permission: Permission;
  /**
   * Also open to a user whom the two-factor policy holds back (spec §6): the user's own profile,
   * 2FA set-up and announcements. Every other route answers such a user 403 two-factor-required.
   */
  openWhileTwoFactorPending?: true;
  /** Answers other than 2xx an allowed call may give, with the reason (documented in the route). */
  documented?: Record<number, string>;
  /**
   * Query parameters that name an object of an organisation: another organisation's must answer
   * like an unknown one (404) or 403, never data. `with` is the rest of the query they need.
   */
  tenantQuery?: Record<string, { names: IdKind; with?: Record<string, string> }>;
}

const member = (of: 'account' | 'project' | 'site'): OracleRow => ({
  permission: { who: 'member', of },
});
const admin: OracleRow = { permission: { who: 'admin', of: 'account' } };
const signedIn = (extra: Omit<OracleRow, 'permission'> = {}): OracleRow => ({
  permission: { who: 'signed-in' },
  ...extra,
});

/** The table, keyed by `METHOD path` as the OpenAPI document writes them. */
export const PERMISSION_ORACLE: Record<string, OracleRow> = {
  'GET /api/health': { permission: { who: 'public' } },
  'GET /api/ready': { permission: { who: 'public' } },

  'GET /api/user': signedIn({ openWhileTwoFactorPending: true }),
  'PATCH /api/user': signedIn({ openWhileTwoFactorPending: true }),
  'GET /api/accounts': signedIn({ openWhileTwoFactorPending: true }),
  'GET /api/announcements': signedIn({ openWhileTwoFactorPending: true }),
  // Announcements are addressed to everybody; acknowledging one is the user's own record.
  'PATCH /api/announcements/{announcementId}': signedIn({ openWhileTwoFactorPending: true }),
  'GET /api/support/chat-identity': signedIn({ openWhileTwoFactorPending: true }),

  'GET /api/user/two-factor': signedIn({ openWhileTwoFactorPending: true }),
  'POST /api/user/two-factor/setup': signedIn({
    openWhileTwoFactorPending: true,
    documented: { 409: 'already-enabled: the user has two-factor authentication already' },
  }),
  'POST /api/user/two-factor/enable': signedIn({
    openWhileTwoFactorPending: true,
    documented: {
      400: 'invalid-code: the code is not the one of the pending set-up',
      409: 'no-pending-setup or already-enabled',
    },
  }),
  'POST /api/user/two-factor/disable': signedIn({
    openWhileTwoFactorPending: true,
    documented: {
      400: 'invalid-code',
      409: 'not-enabled, or two-factor-enforced by an organisation of the user',
    },
  }),

  'GET /api/accounts/{accountId}': member('account'),
  'GET /api/accounts/{accountId}/projects': member('account'),
  // Every member: the access-denied page names the administrators (spec §2.9).
  'GET /api/accounts/{accountId}/users': member('account'),
  'GET /api/accounts/{accountId}/users/{userId}': member('account'),
  'GET /api/accounts/{accountId}/features': member('account'),
  'GET /api/accounts/{accountId}/activity': {
    ...member('account'),
    tenantQuery: { siteId: { names: 'site' }, projectId: { names: 'project' } },
  },
  'GET /api/accounts/{accountId}/invoices': member('account'),
  'GET /api/accounts/{accountId}/import-trend': member('account'),
  'GET /api/accounts/{accountId}/invitations': admin,
  'POST /api/accounts/{accountId}/invitations': {
    ...admin,
    documented: { 409: 'already-member: the address belongs to the organisation already' },
  },
  'DELETE /api/accounts/{accountId}/invitations/{invitationId}': admin,
  // An invitation link's token is its credential: whoever holds it may see and accept it.
  'GET /api/invitations/{token}': {
    permission: { who: 'public' },
    documented: { 404: 'a link that was never given out' },
  },
  'POST /api/invitations/{token}/accept': {
    permission: { who: 'public' },
    documented: { 404: 'a link that was never given out' },
  },
  'POST /api/invitations/{token}/join': signedIn({
    documented: { 404: 'a link that was never given out' },
  }),

  'GET /api/projects/{projectId}': member('project'),
  'GET /api/projects/{projectId}/sites': member('project'),
  'GET /api/projects/{projectId}/features': member('project'),
  'GET /api/projects/{projectId}/import-trend': member('project'),

  'GET /api/sites/{siteId}': member('site'),
  'GET /api/sites/{siteId}/status': member('site'),
  'GET /api/sites/{siteId}/channels': member('site'),
  'GET /api/sites/{siteId}/features': member('site'),
  'GET /api/site/{siteId}/classifications/{channelId}': member('site'),
  'GET /api/sites/{siteId}/secure-hash': member('site'),
  'GET /api/sites/{siteId}/items': {
    ...member('site'),
    tenantQuery: { stageId: { names: 'channel', with: { stage: 'channel' } } },
  },
  'GET /api/sites/{siteId}/items/{itemId}': {
    ...member('site'),
    documented: { 404: 'item 1 of the matrix is not of that site' },
  },
  'GET /api/sites/{siteId}/items/download': {
    ...member('site'),
    tenantQuery: { stageId: { names: 'channel', with: { stage: 'channel' } } },
  },
  'GET /api/sites/{siteId}/data-sources': member('site'),
  'GET /api/sites/{siteId}/data-map': member('site'),
  'GET /api/accounts/{accountId}/sites': member('account'),
  'GET /api/accounts/client-types': signedIn(),
  'GET /api/accounts/verticals': signedIn(),
  'GET /api/accounts/business-types': signedIn(),
  // docs/adr/0017: administrators (master users who belong too, which the matrix's users are not
  // where they are not administrators).
  'PATCH /api/accounts/{accountId}': admin,
  'POST /api/sites/{siteId}/import-runs': {
    permission: { who: 'writer', of: 'site' },
    documented: { 409: 'import-running: a run of the site is queued already' },
  },
  // Feeds in and out. The matrix names run and source 1, which is not of every site.
  'GET /api/sites/{siteId}/runs': member('site'),
  'GET /api/sites/{siteId}/runs/{runId}': {
    ...member('site'),
    documented: { 404: 'run 1 of the matrix is not of that site' },
  },
  'GET /api/sites/{siteId}/runs/{runId}/problems': {
    ...member('site'),
    documented: { 404: 'run 1 of the matrix is not of that site' },
  },
  'POST /api/sites/{siteId}/runs/{runId}/cancel': {
    permission: { who: 'writer', of: 'site' },
    documented: {
      404: 'run 1 of the matrix is not of that site',
      409: 'run-finished: the run has ended',
    },
  },
  'POST /api/sites/{siteId}/data-sources': { permission: { who: 'writer', of: 'site' } },
  'POST /api/sites/{siteId}/data-sources/test': {
    permission: { who: 'writer', of: 'site' },
    documented: { 400: 'file-not-found: the matrix names a file that does not exist' },
  },
  'PATCH /api/sites/{siteId}/data-sources/{sourceId}': {
    permission: { who: 'writer', of: 'site' },
    documented: { 404: 'source 1 of the matrix is not of that site' },
  },
  'DELETE /api/sites/{siteId}/data-sources/{sourceId}': {
    permission: { who: 'writer', of: 'site' },
    documented: { 404: 'source 1 of the matrix is not of that site' },
  },
  'POST /api/sites/{siteId}/uploads': {
    permission: { who: 'writer', of: 'site' },
    documented: { 415: 'upload-content-type: the matrix sends JSON, not a file' },
  },
  'GET /api/sites/{siteId}/feeds': member('site'),
  'PATCH /api/sites/{siteId}/channels/{channelId}/feed': {
    permission: { who: 'writer', of: 'site' },
  },
  'POST /api/sites/{siteId}/channels/{channelId}/feed/token': {
    permission: { who: 'writer', of: 'site' },
  },
  'POST /api/sites/{siteId}/export-runs': {
    permission: { who: 'writer', of: 'site' },
    documented: {
      409: 'export-running: every feed asked for has an export queued or running already',
    },
  },
  'GET /api/sites/{siteId}/schedule': member('site'),
  'PUT /api/sites/{siteId}/schedule': { permission: { who: 'writer', of: 'site' } },
  // SSO settings: the same people as the details (docs/adr/0017).
  'GET /api/sso/check-subdomain': signedIn({
    documented: { 400: 'the matrix sends no subdomain' },
  }),
  'GET /api/accounts/{accountId}/sso': admin,
  'PUT /api/accounts/{accountId}/sso': {
    ...admin,
    documented: { 409: 'sso-invalid-transition: the organisation has set up no SSO' },
  },
  'GET /api/accounts/{accountId}/sso/authentication': admin,
  'PUT /api/accounts/{accountId}/sso/authentication': {
    ...admin,
    documented: { 400: 'the matrix sends no metadata' },
  },
  'GET /api/accounts/{accountId}/sso/enforce-preview': {
    ...admin,
    documented: { 400: 'the matrix names no domain' },
  },
  'GET /api/sites/{siteId}/data-flows': member('site'),
  'GET /api/sites/{siteId}/channels/{channelId}/data-flow': member('site'),
  // A copy's own rules (read the source, write every target) are data-flow-copy.test.ts's.
  'POST /api/site/{siteId}/copy-channel': {
    ...member('site'),
    documented: { 400: 'the matrix names no target', 404: 'nor a channel of the site' },
  },
  'POST /api/site/{siteId}/copy-channel/dry-run': {
    ...member('site'),
    documented: { 400: 'the matrix names no target', 404: 'nor a channel of the site' },
  },
  'POST /api/site/{siteId}/copy-channel/{copyId}/undo': {
    ...member('site'),
    documented: { 404: 'a copy nobody made (copies are undone by their author)' },
  },
  'PUT /api/sites/{siteId}/channels/{channelId}/data-flow': {
    permission: { who: 'writer', of: 'site' },
    documented: { 409: 'another writer of the matrix saved the flow first (expectedVersion)' },
  },
  'GET /api/sites/{siteId}/channels/{channelId}/data-flow/versions': member('site'),
  'GET /api/sites/{siteId}/channels/{channelId}/data-flow/versions/{version}': member('site'),
  'POST /api/sites/{siteId}/channels/{channelId}/data-flow/versions/{version}/restore': {
    permission: { who: 'writer', of: 'site' },
    documented: { 409: 'another writer of the matrix saved the flow first (expectedVersion)' },
  },
  'GET /api/sites/{siteId}/dashboard': member('site'),
  'GET /api/sites/{siteId}/error-log': member('site'),
  'GET /api/sites/{siteId}/error-log/{errorId}': member('site'),
  'GET /api/sites/{siteId}/designer-templates/{kind}': member('site'),
  'PUT /api/sites/{siteId}/designer-templates/{kind}': {
    permission: { who: 'writer', of: 'site' },
  },
};

/** Paths of the document that are not this API's, and why the matrix leaves them out. */
export const EXCLUDED_PREFIXES: Record<string, string> = {
  '/oidc':
    'the embedded identity server (oidc-provider): OAuth endpoints with their own client and token ' +
    'checks, covered by identity.test.ts',
  '/interaction':
    'the sign-in pages of the identity server: HTML forms bound to an interaction cookie, covered by ' +
    'identity.test.ts and bad-input.test.ts',
};

/** The reason an operation outside /api is left out, or undefined when it is not. */
export function exclusionOf(path: string): string | undefined {
  const prefix = Object.keys(EXCLUDED_PREFIXES).find(
    (candidate) => path === candidate || path.startsWith(`${candidate}/`),
  );
  return prefix === undefined ? undefined : EXCLUDED_PREFIXES[prefix];
}

/** A demo user as the matrix signs them in (anonymous: no token at all). */
export interface Actor {
  name: string;
  email?: string;
  verified: boolean;
  /** Belongs to an organisation that enforces 2FA and has none set up. */
  heldBackByTwoFactor: boolean;
  memberOf: readonly Tenant[];
  adminOf: readonly Tenant[];
  /** Scopes the user has write permission on, apart from being admin. */
  writes: readonly Scope[];
}

/** Which ids a call carries in its path. */
export type Target =
  | { kind: 'none' }
  | { kind: 'scope'; scope: Scope }
  | { kind: 'unknown' }
  | { kind: 'malformed'; value: string }
  /** The first id of the user's own scope, the ones under it of another organisation's. */
  | { kind: 'mixed'; own: Scope; other: Scope }
  /** The path ids of the user's own scope, a tenant query parameter of another organisation's. */
  | { kind: 'foreign-query'; own: Scope; other: Scope; parameter: string };

export interface Expectation {
  /** Acceptable status codes; `2xx` for any success. */
  statuses: ReadonlyArray<number | '2xx'>;
  /** For a 403: the `key` the answer must carry. */
  key?: string;
  /** For a 400: the `code` the answer must carry. */
  code?: string;
  why: string;
}

const allowed = (row: OracleRow, why: string): Expectation => ({
  statuses: ['2xx', ...Object.keys(row.documented ?? {}).map(Number)],
  why,
});

/** May the actor do what the row describes in that scope? */
function isPermitted(permission: Permission, actor: Actor, scope: Scope): boolean {
  const tenant = TENANT_OF[scope];
  switch (permission.who) {
    case 'public':
    case 'signed-in':
      return true;
    case 'member':
      return actor.memberOf.includes(tenant);
    case 'writer':
      return actor.adminOf.includes(tenant) || actor.writes.includes(scope);
    case 'admin':
      return actor.adminOf.includes(tenant);
  }
}

/** What the API must answer `actor` calling the operation of `row` on `target`. */
export function expectationFor(row: OracleRow, actor: Actor, target: Target): Expectation {
  const { permission } = row;
  if (permission.who === 'public') return allowed(row, 'public');
  if (actor.email === undefined) {
    return { statuses: [401], code: 'unauthenticated', why: 'no token' };
  }
  if (!actor.verified) {
    return { statuses: [403], key: 'unverified-user', why: 'e-mail address not verified' };
  }
  if (target.kind === 'malformed') {
    return { statuses: [400], code: 'validation-failed', why: 'malformed id in the path' };
  }
  if (actor.heldBackByTwoFactor && !row.openWhileTwoFactorPending) {
    return {
      statuses: [403],
      key: 'two-factor-required',
      why: 'an organisation of the user enforces 2FA',
    };
  }
  if (target.kind === 'unknown') return { statuses: [404], why: 'unknown id' };
  if (permission.who === 'signed-in') return allowed(row, 'any signed-in user');
  if (target.kind === 'none') throw new Error('an organisation route without path ids');
  if (target.kind === 'mixed' || target.kind === 'foreign-query') {
    return {
      statuses: [404, 403],
      why: "an id of another organisation under the user's own: unknown here",
    };
  }
  const tenant = TENANT_OF[target.scope];
  if (!actor.memberOf.includes(tenant)) {
    return { statuses: [403, 404], why: 'another organisation' };
  }
  if (!isPermitted(permission, actor, target.scope)) {
    return permission.who === 'writer'
      ? { statuses: [403], key: 'write-access-required', why: 'member without write access' }
      : { statuses: [403], key: 'admin-required', why: 'member, not an administrator' };
  }
  return allowed(row, `${permission.who} of the ${permission.of}`);
}
