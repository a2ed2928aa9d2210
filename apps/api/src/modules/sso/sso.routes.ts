import {
  idSchema,
  ssoAuthenticationSchema,
  ssoAuthenticationUpdateSchema,
  ssoEnforcePreviewSchema,
  ssoSettingsSchema,
  ssoSettingsUpdateSchema,
  subdomainCheckSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createLoginLimiter } from '../../identity/login-limiter';
import { HttpError } from '../../lib/http-error';
import { isMemberOf } from '../access/access.service';
import {
  checkSubdomain,
  getAuthentication,
  getSettings,
  previewEnforcement,
  saveAuthentication,
  updateSettings,
  type SsoDeps,
} from './sso.service';

const tags = ['sso'];
const accountParams = z.object({ accountId: idSchema });

/** Subdomain checks per user and minute: the wizard asks once per page change. */
const CHECKS_PER_MINUTE = 60;

/**
 * Organisation settings, SSO (spec §7): the settings and their status, the identity provider of
 * the add wizard and edit screen, the subdomain check, and the lock-out preview before enforcing.
 * Administrators of the organisation and its master users only (docs/adr/0017).
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SsoDeps = { db: app.db, sso: app.config.sso };
  const scopeOf = (request: {
    account: { id: number; isAdmin: boolean };
    user: { id: number; isMaster: boolean };
  }) => ({ account: request.account, user: request.user });
  const checks = createLoginLimiter({
    maxAttempts: CHECKS_PER_MINUTE,
    windowMs: 60_000,
    redis: app.redis,
    prefix: 'feedline:subdomain-checks:',
  });

  app.get(
    '/sso/check-subdomain',
    {
      schema: {
        tags,
        summary:
          'Whether a subdomain can be used for SSO (valid) and nobody else has it (available)',
        description:
          `At most ${CHECKS_PER_MINUTE} checks a minute per user (429). With \`accountId\` of an ` +
          "organisation the user belongs to, that organisation's own subdomain is available.",
        querystring: z.object({
          subdomain: z.string().max(100).default(''),
          accountId: idSchema.optional(),
        }),
        response: { 200: subdomainCheckSchema },
      },
    },
    async (request) => {
      const key = String(request.user.id);
      if (!(await checks.take(key)).isAdmitted) {
        throw new HttpError(
          429,
          'rate-limited',
          'Too many subdomain checks, try again in a minute',
        );
      }
      const { subdomain, accountId } = request.query;
      const own =
        accountId !== undefined && (await isMemberOf(app.db, request.user, accountId))
          ? accountId
          : undefined;
      return checkSubdomain(app.db, subdomain.trim(), own);
    },
  );

  app.get(
    '/accounts/:accountId/sso',
    {
      schema: {
        tags,
        summary: "The organisation's SSO settings (Inactive with nothing else when none exist)",
        params: accountParams,
        response: { 200: ssoSettingsSchema },
      },
    },
    async (request) => getSettings(deps, scopeOf(request)),
  );

  app.put(
    '/accounts/:accountId/sso',
    {
      schema: {
        tags,
        summary: 'Change the SSO status: enable, enforce, step back',
        description:
          'Configured → Enabled → Enforced, Enforced → Enabled and Enabled → Configured; any other ' +
          'change is 409 `sso-invalid-transition`. Enforced needs enforceType 1 (Company) and ' +
          'enforceDomains; a bad domain is 400 with the invalid param `enforce-domains` and a reason.',
        params: accountParams,
        body: ssoSettingsUpdateSchema,
        response: { 200: ssoSettingsSchema },
      },
    },
    async (request) => updateSettings(deps, scopeOf(request), request.body),
  );

  app.get(
    '/accounts/:accountId/sso/authentication',
    {
      schema: {
        tags,
        summary: "The organisation's identity provider as the add and edit screens edit it",
        description: 'The empty authentication (status 0, no subdomain) when none has been added.',
        params: accountParams,
        response: { 200: ssoAuthenticationSchema },
      },
    },
    async (request) => getAuthentication(deps, scopeOf(request)),
  );

  app.put(
    '/accounts/:accountId/sso/authentication',
    {
      schema: {
        tags,
        summary: 'Add or change the identity provider; the status becomes Configured',
        description:
          'The metadata is parsed again on the server: 400 with the invalid param `metadata` ' +
          '(`metadata.missing`, `metadata.incorrect` or `metadata.incomplete`, the problem as ' +
          'reason) or `subdomain`; 409 `unique-subdomain` when another organisation has it.',
        params: accountParams,
        body: ssoAuthenticationUpdateSchema,
        response: { 200: ssoAuthenticationSchema },
      },
    },
    async (request) => saveAuthentication(deps, scopeOf(request), request.body),
  );

  app.get(
    '/accounts/:accountId/sso/enforce-preview',
    {
      schema: {
        tags,
        summary: 'The members who would lose password login if SSO were enforced for these domains',
        params: accountParams,
        querystring: z.object({ domains: z.string().max(500).default('') }),
        response: { 200: ssoEnforcePreviewSchema },
      },
    },
    async (request) => previewEnforcement(deps, scopeOf(request), request.query.domains),
  );
};
