import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEMO_HELP_PATH, DEMO_PORTAL_PATH } from './demo-pages';

/** The checkout: the nearest folder above this file (src/ or the built dist/) that holds apps/. */
function findRepoRoot(): string {
  let folder = fileURLToPath(new URL('.', import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(join(folder, 'apps', 'api', 'package.json'))) return folder;
    folder = dirname(folder);
  }
  return process.cwd();
}

const REPO_ROOT = findRepoRoot();

const port = z.coerce
  .number({ error: 'expected a port number' })
  .int('expected a whole number')
  .min(1, 'expected a port number (1–65535)')
  .max(65535, 'expected a port number (1–65535)');
const url = z.url({ error: 'expected an absolute URL such as http://localhost:3000' });
const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((v) => v === 'true' || v === '1');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: port.default(3000),
  PLATFORM_PORT: port.default(3001),
  PUBLIC_URL: url.optional(),
  PLATFORM_URL: url.optional(),
  /** `npm run dev`: the shell's Vite dev server, also allowed to sign in (development only). */
  DEV_SHELL_URL: url.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// or postgresql:// URL')
    .optional(),
  /**
   * With DATABASE_URL, a process does not migrate the database: `npm run migrate` does, once per
   * deployment, and a process that finds the schema behind refuses to start. `true` lets a single
   * process migrate at start (development, a one-process deployment). The embedded database always
   * migrates itself.
   */
  MIGRATE_ON_START: bool.default(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'expected a redis:// URL')
    .optional(),
  /**
   * PostgreSQL is what lets several api processes serve one deployment, so with DATABASE_URL a
   * process assumes it has siblings and requires REDIS_URL. `true` declares that exactly one api
   * process serves the database (a small deployment, a benchmark): Redis is then optional.
   */
  SINGLE_PROCESS: bool.default(false),
  OIDC_ISSUER: url.optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('feedline-shell'),
  OIDC_AUDIENCE: z.string().min(1).default('urn:feedline:api'),
  /** Claim that identifies a user of an external issuer in our user table. */
  OIDC_USER_CLAIM: z.enum(['sub', 'email']).default('email'),
  /** Proxies whose X-Forwarded-* headers are believed: false, true, or a list of addresses/CIDRs. */
  TRUST_PROXY: z.string().default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: bool.default(true),
  /** Also seed site acme-large.nl with this many items (trying the data view on a big catalogue). */
  FEEDLINE_SEED_LARGE_SITE: z.coerce
    .number({ error: 'expected a number of items' })
    .int('expected a whole number of items')
    .min(1, 'expected at least 1 item')
    .max(5_000_000, 'expected at most 5000000 items')
    .optional(),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  LOGIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  COOKIE_KEYS: optionalString,
  OIDC_JWKS: optionalString,
  HASH_SECRET: optionalString,
  WEB_DIST: z.string().default(resolve(REPO_ROOT, 'apps/web/dist')),
  PLATFORM_DIST: z.string().default(resolve(REPO_ROOT, 'apps/platform/dist')),
  APP_VERSION: z.string().default(process.env.npm_package_version ?? '0.1.0'),
  LOGOUT_REDIRECT_URL: url.optional(),
  CONTENT_PORTAL_URL: url.optional(),
  CONTENT_PORTAL_HELP_URL: url.optional(),
  WORKSPACES_URL: url.optional(),
  RETAIL_PRODUCT_URL: url.optional(),
  SUPPORT_EMAIL: z.email({ error: 'expected an e-mail address' }).optional(),
  SENTRY_DSN: url.optional(),
  SENTRY_ENVIRONMENT: z.string().optional(),
  SENTRY_DEBUG: bool.default(false),
  SUPPORT_CHAT_APP_ID: z.string().optional(),
  /** Identity-verification secret of the support chat: signs the user's e-mail (HMAC-SHA256). */
  SUPPORT_CHAT_SECRET: z.string().optional(),
  CUSTOMER_SUCCESS_API_KEY: z.string().optional(),
  CUSTOMER_SUCCESS_URL: url.default('https://analytics.planhat.com'),
  WEB_DEBUG: bool.default(false),
  /** production or staging; staging does not offer the areas still in trial (spec §2.3: feedbacks). */
  DEPLOYMENT_ENVIRONMENT: z.enum(['production', 'staging']).default('production'),
  /** The provider domain of SSO (spec §9): `{subdomain}.{SSO_PROVIDER_DOMAIN}` is an organisation's entry. */
  SSO_PROVIDER_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, 'expected a host name, optionally with a port')
    .optional(),
  /** Platform metadata (spec §3): the SP entity id and consumer URL, with a {subdomain} placeholder. */
  SSO_SP_ENTITY_ID: z.string().min(1).optional(),
  SSO_CONSUMER_URL: z.string().min(1).optional(),
  /** Accept identity providers on loopback addresses over http (the demo's and the tests'). */
  SSO_ALLOW_LOOPBACK_IDP: bool.optional(),
  /** Let feeds be fetched from loopback and private addresses (the demo's own feed files, tests). */
  FEED_ALLOW_PRIVATE_NETWORKS: bool.optional(),
  /** A running import or export whose process has not written its heartbeat for this long is taken over. */
  FEED_RUN_STALE_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(2, 'expected at least 2 seconds')
    .max(3600, 'expected at most 3600 seconds')
    .default(60),
  /** Seconds before an interrupted run is tried again (doubled for each further attempt). */
  FEED_RUN_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: 'expected a number of seconds' })
    .int('expected a whole number of seconds')
    .min(1, 'expected at least 1 second')
    .max(3600, 'expected at most 3600 seconds')
    .default(30),
  /**
   * How long a stopping process keeps serving with its readiness at 503 before it stops listening:
   * time for a load balancer that checks /api/ready to take it out of rotation.
   */
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'expected a number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(0, 'expected 0 or more milliseconds')
    .max(5000, 'expected at most 5000 milliseconds (a process exits within 10 s)')
    .optional(),
  /** The demo identity provider's port (demo data only); 0 = any free port, off = none. */
  DEMO_IDP_PORT: z.union([z.literal('off'), port, z.literal('0').transform(() => 0)]).default(3002),
});

export type Env = z.input<typeof envSchema>;

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  /** DEPLOYMENT_ENVIRONMENT: the deployment this instance is. */
  deployment: 'production' | 'staging';
  host: string;
  port: number;
  platformPort: number;
  publicUrl: string;
  platformUrl: string;
  /** The shell's Vite dev server (`npm run dev`); never set outside development. */
  devShellUrl: string | undefined;
  dataDir: string;
  databaseUrl?: string;
  /** Migrate a PostgreSQL database at start (MIGRATE_ON_START); the embedded one always is. */
  migrateOnStart: boolean;
  redisUrl?: string;
  identity: {
    /** embedded: our oidc-provider at /oidc; external: another OP that we only verify. */
    mode: 'embedded' | 'external';
    issuer: string;
    clientId: string;
    audience: string;
    userClaim: 'sub' | 'email';
  };
  /** Fastify's trustProxy: only these proxies may set the client address (rate limits use it). */
  trustProxy: boolean | string[];
  logLevel: string;
  seedDemo: boolean;
  /** Items of the large demo site; undefined = no large site. */
  seedLargeSite?: number;
  /** Sign-in throttling (identity/login-throttle.ts). */
  login: { maxAttempts: number; maxAttemptsPerAddress: number; windowMs: number };
  secrets: { cookieKeys?: string; jwks?: string; hashSecret?: string };
  webDist: string;
  platformDist: string;
  version: string;
  logoutRedirectUrl: string;
  links: {
    contentPortal?: string;
    contentPortalHelp?: string;
    workspaces?: string;
    retailProduct?: string;
    supportEmail?: string;
  };
  sentry?: { dsn: string; environment: string; debug: boolean };
  supportChat?: { appId: string; secret: string };
  customerSuccess?: { apiKey: string; url: string };
  webDebug: boolean;
  sso: SsoConfig;
  feeds: {
    allowPrivateNetworks: boolean;
    /** A running run without a heartbeat for this long lost its process (docs/adr/0021). */
    runStaleSeconds: number;
    /** The first retry's delay of an interrupted run; pg-boss doubles it. */
    runRetryDelaySeconds: number;
  };
  /** The demo identity provider (demo data only): its port, or undefined when it does not run. */
  demoIdpPort: number | undefined;
  /**
   * SHUTDOWN_DRAIN_MS: readiness 503 while still serving, before the listener closes. 2 s where
   * several processes share PostgreSQL (DATABASE_URL); none for the embedded single process.
   */
  shutdownDrainMs: number;
}

export interface SsoConfig {
  /** `sso.localhost:3000` by default: the suffix shown after the subdomain, and the login host's. */
  providerDomain: string;
  /** The scheme of the SSO hosts: the public URL's. */
  scheme: 'http' | 'https';
  /** Templates with a {subdomain} placeholder (spec §3 "Platform metadata"). */
  spEntityId: string;
  consumerUrl: string;
  allowLoopbackIdp: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const stripSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * What the api processes of one deployment share. PostgreSQL (DATABASE_URL) is what lets several
 * run, so with it a process assumes it has siblings:
 * - their secrets: a cookie, token or hash one of them issued must hold in every other, so they
 *   are given, never generated per process;
 * - Redis, unless SINGLE_PROCESS says there is one process: without it each process would count
 *   the sign-in rate limits alone and send a live-log line only to the drawers connected to it.
 */
function sharedByProcesses(e: z.infer<typeof envSchema>): string[] {
  if (!e.DATABASE_URL) return [];
  const problems: string[] = [];
  const missing = [
    ['COOKIE_KEYS', e.COOKIE_KEYS],
    ['HASH_SECRET', e.HASH_SECRET],
    // With an external issuer, the embedded identity server signs nothing.
    ...(e.OIDC_ISSUER ? [] : [['OIDC_JWKS', e.OIDC_JWKS]]),
  ]
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length > 0) {
    problems.push(
      `${missing.join(', ')}: required with DATABASE_URL — every api process on the database must ` +
        'use the same secrets; `npm run secrets` prints a new set to give to all of them',
    );
  }
  if (!e.REDIS_URL && !e.SINGLE_PROCESS) {
    problems.push(
      'REDIS_URL: required with DATABASE_URL — the api processes on one database share their ' +
        'sign-in rate limits and live log through Redis (without it each process counts and ' +
        'sends alone); set SINGLE_PROCESS=true if exactly one api process serves this database',
    );
  }
  return problems;
}

export interface LoadConfigOptions {
  /**
   * `serve` (the default): an api process, checked for what it shares with the others.
   * `migrate`: `npm run migrate`, which only needs the database.
   */
  purpose?: 'serve' | 'migrate';
}

/** Reads and validates the environment; every bad value is named in the error. */
export function loadConfig(
  rawEnv: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): AppConfig {
  // An empty variable means "not set", as in most tools.
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        const value = env[name];
        return `${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
      }),
    );
  }
  const e = parsed.data;
  if (options.purpose !== 'migrate') {
    const problems = sharedByProcesses(e);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const publicUrl = stripSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const platformUrl = stripSlash(e.PLATFORM_URL ?? `http://localhost:${e.PLATFORM_PORT}`);
  return {
    env: e.NODE_ENV,
    deployment: e.DEPLOYMENT_ENVIRONMENT,
    host: e.HOST,
    port: e.PORT,
    platformPort: e.PLATFORM_PORT,
    publicUrl,
    platformUrl,
    devShellUrl:
      e.NODE_ENV === 'development' && e.DEV_SHELL_URL ? stripSlash(e.DEV_SHELL_URL) : undefined,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    migrateOnStart: e.MIGRATE_ON_START,
    redisUrl: e.REDIS_URL,
    identity: {
      mode: e.OIDC_ISSUER ? 'external' : 'embedded',
      issuer: stripSlash(e.OIDC_ISSUER ?? `${publicUrl}/oidc`),
      clientId: e.OIDC_CLIENT_ID,
      audience: e.OIDC_AUDIENCE,
      userClaim: e.OIDC_ISSUER ? e.OIDC_USER_CLAIM : 'sub',
    },
    trustProxy:
      e.TRUST_PROXY === 'true'
        ? true
        : e.TRUST_PROXY === 'false'
          ? false
          : e.TRUST_PROXY.split(',').map((v) => v.trim()),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
    seedLargeSite: e.FEEDLINE_SEED_LARGE_SITE,
    login: {
      maxAttempts: e.LOGIN_MAX_ATTEMPTS,
      maxAttemptsPerAddress: e.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
      windowMs: e.LOGIN_WINDOW_MS,
    },
    secrets: { cookieKeys: e.COOKIE_KEYS, jwks: e.OIDC_JWKS, hashSecret: e.HASH_SECRET },
    webDist: e.WEB_DIST,
    platformDist: e.PLATFORM_DIST,
    version: e.APP_VERSION,
    logoutRedirectUrl: e.LOGOUT_REDIRECT_URL ?? `${publicUrl}/`,
    links: linksOf(e, publicUrl),
    sentry: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
          debug: e.SENTRY_DEBUG,
        }
      : undefined,
    supportChat:
      e.SUPPORT_CHAT_APP_ID && e.SUPPORT_CHAT_SECRET
        ? { appId: e.SUPPORT_CHAT_APP_ID, secret: e.SUPPORT_CHAT_SECRET }
        : undefined,
    customerSuccess: e.CUSTOMER_SUCCESS_API_KEY
      ? { apiKey: e.CUSTOMER_SUCCESS_API_KEY, url: e.CUSTOMER_SUCCESS_URL }
      : undefined,
    webDebug: e.WEB_DEBUG,
    sso: ssoConfigOf(e, publicUrl),
    feeds: {
      allowPrivateNetworks: e.FEED_ALLOW_PRIVATE_NETWORKS ?? e.SEED_DEMO,
      runStaleSeconds: e.FEED_RUN_STALE_SECONDS,
      runRetryDelaySeconds: e.FEED_RUN_RETRY_DELAY_SECONDS,
    },
    demoIdpPort: e.SEED_DEMO && e.DEMO_IDP_PORT !== 'off' ? e.DEMO_IDP_PORT : undefined,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.DATABASE_URL ? 2000 : 0),
  };
}

/** The support address of the demo: on the demo's own domain (shared/DEMO-DATA.md). */
export const DEMO_SUPPORT_EMAIL = 'support@feedline.test';

/**
 * The outside addresses the shell links to. With the demo data, those that are not configured
 * lead to the demo's own stand-ins (demo-pages.ts) and a support address of the demo, so that
 * no page of the demo is a dead end; a configured value always wins.
 */
function linksOf(e: z.infer<typeof envSchema>, publicUrl: string): AppConfig['links'] {
  const demo = e.SEED_DEMO
    ? {
        contentPortal: `${publicUrl}${DEMO_PORTAL_PATH}`,
        contentPortalHelp: `${publicUrl}${DEMO_HELP_PATH}`,
        supportEmail: DEMO_SUPPORT_EMAIL,
      }
    : {};
  return {
    contentPortal: e.CONTENT_PORTAL_URL ?? demo.contentPortal,
    contentPortalHelp: e.CONTENT_PORTAL_HELP_URL ?? demo.contentPortalHelp,
    workspaces: e.WORKSPACES_URL,
    retailProduct: e.RETAIL_PRODUCT_URL,
    supportEmail: e.SUPPORT_EMAIL ?? demo.supportEmail,
  };
}

/** The SSO hosts live beside the public URL: `{subdomain}.sso.{public host}` unless configured. */
function ssoConfigOf(e: z.infer<typeof envSchema>, publicUrl: string): SsoConfig {
  const url = new URL(publicUrl);
  const scheme = url.protocol === 'https:' ? 'https' : 'http';
  // An address has no subdomains: on 127.0.0.1 the SSO hosts are *.sso.localhost (loopback too).
  const isAddress = /^[\d.]+$|^\[/.test(url.hostname);
  const providerDomain =
    e.SSO_PROVIDER_DOMAIN ??
    `sso.${isAddress ? `localhost${url.port ? `:${url.port}` : ''}` : url.host}`;
  const base = `${scheme}://{subdomain}.${providerDomain}`;
  return {
    providerDomain,
    scheme,
    spEntityId: e.SSO_SP_ENTITY_ID ?? `${base}/saml/metadata`,
    consumerUrl: e.SSO_CONSUMER_URL ?? `${base}/saml/acs`,
    allowLoopbackIdp: e.SSO_ALLOW_LOOPBACK_IDP ?? e.SEED_DEMO,
  };
}
