import { ERROR_CODES } from '@feedline/contracts';
import { schema } from '@feedline/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { readOperations, type JsonSchema, type Operation } from './openapi-operations';
import { exclusionOf } from './permission-oracle';
import { demoIds } from './platform-fixtures';

/**
 * Bad input on every operation of the served OpenAPI document, signed in as an organisation
 * owner so that authorisation hides nothing: NUL characters in path, query and body, bodies too
 * big, too deep or of the wrong type, and ids that are not plain digits. Every answer is a 4xx in
 * the ApiError shape, never a 500.
 */

const t = await buildTestApp();
afterAll(() => t.close());
const auth = await t.authHeader('owner@acme.test');

const demo = demoIds(t);
const acmeNl = await demo.site('acme.nl');
const googleNl = await demo.channel(acmeNl, 'Google Shopping NL');
const [errorLine] = await t.db
  .select()
  .from(schema.siteLogLines)
  .where(and(eq(schema.siteLogLines.siteId, acmeNl), eq(schema.siteLogLines.type, 'error')));
const [project] = await t.db
  .select()
  .from(schema.projects)
  .where(eq(schema.projects.name, 'Acme Benelux'));
const [editor] = await t.db
  .select()
  .from(schema.users)
  .where(eq(schema.users.email, 'editor@acme.test'));
const [announcement] = await t.db
  .select()
  .from(schema.announcements)
  .where(eq(schema.announcements.permanent, false));

/** A valid value per path parameter (Acme's, which the owner may see and change). */
const VALID_PARAMS: Record<string, string> = {
  accountId: String(await demo.account('Acme Retail')),
  projectId: String(project!.id),
  siteId: String(acmeNl),
  channelId: String(googleNl),
  errorId: String(errorLine!.id),
  userId: String(editor!.id),
  announcementId: String(announcement!.id),
  invitationId: '1',
  kind: 'new',
  token: 'A'.repeat(43),
  version: '1',
  copyId: '1',
  runId: '1',
  sourceId: '1',
  itemId: '1',
};

/** Query parameters a route needs beside the one under test, for that one to be read at all. */
const QUERY_CONTEXT: Record<string, Record<string, string>> = {
  'GET /api/sites/{siteId}/items': { stage: 'channel', stageId: String(googleNl) },
  'GET /api/sites/{siteId}/items/download': { stage: 'channel', stageId: String(googleNl) },
};

/** Values of a query id that mean something other than an object (the channel's own flow). */
const QUERY_SENTINELS: Record<string, string[]> = { classificationId: ['-1', '0'] };

/** Ids that are not plain decimal digits of a positive integer up to 2^31 - 1. */
const ODD_IDS = [
  '0x1',
  '1e3',
  '-1',
  '0',
  '07',
  '+1',
  '1.0',
  ' 1',
  'abc',
  '١٢٣', // Arabic-Indic digits
  '１２３', // full-width digits
  '1\u200b', // a zero-width space after the digit
];
/** Plain digits, but beyond every id (2^31 - 1). */
const TOO_BIG = ['2147483648', '9'.repeat(40), '1'.repeat(200)];
/** Percent-encodings that decode to nothing, put into the path as they are. */
const BAD_ENCODINGS = ['%zz', '%E0%A4%A', '1%'];
const NUL_VALUES = ['\u0000', 'a\u0000b'];

const BODY_LIMIT = 1_048_576;
const DEPTH = 10_000;

// ---- the operations -------------------------------------------------------------------------

const { response: documentResponse, operations: allOperations } = await readOperations(t.app);
const operations = allOperations.filter((operation) => operation.path.startsWith('/api/'));

/** Paths to each string of a body schema: `['layers', 0, 'text']`. */
function stringPaths(node: JsonSchema | undefined, at: Array<string | number> = []) {
  if (!node) return [];
  const paths: Array<Array<string | number>> = node.type === 'string' ? [at] : [];
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    paths.push(...stringPaths(child, [...at, name]));
  }
  if (node.items) paths.push(...stringPaths(node.items, [...at, 0]));
  for (const alternative of [...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
    paths.push(...stringPaths(alternative, at));
  }
  return paths;
}

/** The smallest JSON value with `leaf` at `path`. */
function placeAt(path: Array<string | number>, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [placeAt(rest, leaf)] : { [head!]: placeAt(rest, leaf) };
}

// ---- the cases ------------------------------------------------------------------------------

interface SweepCase {
  name: string;
  url: string;
  payload?: string;
  contentType?: string;
  statuses: number[];
  code?: string;
  message?: RegExp;
}

const isIdLike = (name: string) => /Id$/.test(name);
const NUL_MESSAGE = /NUL/;

function urlOf(
  operation: Operation,
  params: Record<string, string>,
  query = '',
  raw: Record<string, string> = {},
): string {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => raw[name] ?? encodeURIComponent(params[name] ?? VALID_PARAMS[name]!),
  );
  return query ? `${path}?${query}` : path;
}

function pathCases(operation: Operation): SweepCase[] {
  return operation.pathParams.flatMap((name) => {
    const nul = NUL_VALUES.map((value): SweepCase => ({
      name: `{${name}} = ${JSON.stringify(value)}`,
      url: urlOf(operation, { [name]: value }),
      statuses: [400],
      code: 'bad-request',
      message: NUL_MESSAGE,
    }));
    const undecodable = BAD_ENCODINGS.map((value): SweepCase => ({
      name: `{${name}} = ${value} (not decodable)`,
      url: urlOf(operation, {}, '', { [name]: value }),
      statuses: [400],
      code: 'bad-request',
    }));
    if (!isIdLike(name)) return [...nul, ...undecodable];
    const odd = [...ODD_IDS, ...TOO_BIG].map((value): SweepCase => ({
      name: `{${name}} = ${JSON.stringify(value.length > 20 ? `${value.length} digits` : value)}`,
      url: urlOf(operation, { [name]: value }),
      statuses: [400],
      code: 'validation-failed',
    }));
    // Longer than the router's maxParamLength (app.ts): refused as too long (414), or for GET
    // taken by the shell's catch-all route, which knows no such /api path (404).
    const tooLong: SweepCase = {
      name: `{${name}} = 201 digits`,
      url: urlOf(operation, { [name]: '1'.repeat(201) }),
      statuses: operation.method === 'GET' ? [404] : [414],
    };
    return [...nul, ...undecodable, ...odd, tooLong];
  });
}

function queryCases(operation: Operation): SweepCase[] {
  const context = QUERY_CONTEXT[operation.key] ?? {};
  const withParam = (name: string, value: string) => {
    const query = new URLSearchParams(context);
    query.set(name, value);
    return urlOf(operation, {}, query.toString());
  };
  const names = [...operation.queryParams, 'undeclared'];
  return names.flatMap((name) => {
    const nul = NUL_VALUES.map((value): SweepCase => ({
      name: `?${name}=${JSON.stringify(value)}`,
      url: withParam(name, value),
      statuses: [400],
      code: 'bad-request',
      message: NUL_MESSAGE,
    }));
    if (!isIdLike(name)) return nul;
    const sentinels = QUERY_SENTINELS[name] ?? [];
    const odd = ODD_IDS.filter((value) => !sentinels.includes(value)).map((value): SweepCase => ({
      name: `?${name}=${JSON.stringify(value)}`,
      url: withParam(name, value),
      statuses: [400],
      code: 'validation-failed',
    }));
    // Beyond every id: refused, or looked up and not found (the data view's channel).
    const long = TOO_BIG.map((value): SweepCase => ({
      name: `?${name}=${value.length > 20 ? `${value.length} digits` : value}`,
      url: withParam(name, value),
      statuses: [400, 404],
    }));
    return [...nul, ...odd, ...long];
  });
}

function bodyCases(operation: Operation): SweepCase[] {
  if (operation.method === 'GET') return [];
  const url = urlOf(operation, {});
  const json = 'application/json';
  const huge = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 1024) });
  const cases: SweepCase[] = [
    { name: 'a body over the limit', url, payload: huge, contentType: json, statuses: [413] },
    {
      name: `arrays nested ${DEPTH} deep`,
      url,
      payload: '['.repeat(DEPTH) + ']'.repeat(DEPTH),
      contentType: json,
      statuses: [400],
    },
    {
      name: `objects nested ${DEPTH} deep`,
      url,
      payload: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
      contentType: json,
      statuses: [400],
    },
    {
      name: 'a NUL in a key',
      url,
      payload: JSON.stringify({ 'a\u0000b': true }),
      contentType: json,
      statuses: [400],
      code: 'bad-request',
      message: NUL_MESSAGE,
    },
  ];
  const strings = stringPaths(operation.bodySchema);
  for (const path of strings.length > 0 ? strings : [['note']]) {
    cases.push({
      name: `a NUL in ${path.join('.')}`,
      url,
      payload: JSON.stringify(placeAt(path, 'a\u0000b')),
      contentType: json,
      statuses: [400],
      code: 'bad-request',
      message: NUL_MESSAGE,
    });
  }
  if (operation.hasBody) {
    const foreign: Array<[string, string]> = [
      ['text/plain', 'hello'],
      ['application/xml', '<template><name>x</name></template>'],
      ['application/x-www-form-urlencoded', 'name=x'],
    ];
    for (const [contentType, payload] of foreign) {
      cases.push({
        name: `a ${contentType} body`,
        url,
        payload,
        contentType,
        statuses: [415, 400],
      });
    }
  }
  return cases;
}

// ---- the suite ------------------------------------------------------------------------------

describe('the OpenAPI document', () => {
  it('is served, and everything outside /api is left out for a reason', () => {
    expect(documentResponse.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(30);
    const unexplained = allOperations
      .filter((operation) => !operation.path.startsWith('/api/'))
      .filter((operation) => !exclusionOf(operation.path))
      .map((operation) => operation.key);
    expect(unexplained).toEqual([]);
  });

  it('has a valid value for every path parameter', () => {
    const unknown = operations.flatMap((operation) =>
      operation.pathParams
        .filter((name) => !(name in VALID_PARAMS))
        .map((name) => `{${name}} of ${operation.key}`),
    );
    expect(unknown, `Path parameters without a valid value: ${unknown.join(', ')}`).toEqual([]);
  });
});

for (const operation of operations) {
  if (operation.pathParams.some((name) => !(name in VALID_PARAMS))) continue;
  const cases = [...pathCases(operation), ...queryCases(operation), ...bodyCases(operation)];

  describe(operation.key, () => {
    it.each(cases.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
      const response = await t.app.inject({
        method: operation.method,
        url: entry.url,
        headers: { ...auth, ...(entry.contentType ? { 'content-type': entry.contentType } : {}) },
        ...(entry.payload === undefined ? {} : { payload: entry.payload }),
      });
      const context = `${operation.method} ${entry.url.slice(0, 120)} → ${response.statusCode}: ${response.body.slice(0, 300)}`;
      expect(response.statusCode, context).toBeLessThan(500);
      expect(entry.statuses, context).toContain(response.statusCode);
      expect(response.headers['content-type'], context).toMatch(/^application\/json/);
      const body = response.json() as { code?: string; message?: string };
      expect(ERROR_CODES, context).toContain(body.code);
      if (entry.code) expect(body.code, context).toBe(entry.code);
      if (entry.message) expect(body.message, context).toMatch(entry.message);
    });
  });
}
