import {
  accountSchema,
  accountUpdateSchema,
  labelledSchema,
  accountSummarySchema,
  accountUserDetailSchema,
  accountUserEntrySchema,
  featureListSchema,
  idSchema,
  paginated,
  paginationQuerySchema,
  projectSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { toPage, withQuery } from '../../lib/pagination';
import { findAvailableFeatures } from '../features/features.service';
import { listChoices, updateAccountSettings } from './account-settings.service';
import { findAccountUser, listAccountUsers, listWritableOfUser } from './account-users.repository';
import {
  findAccountDetail,
  listAccountsOfUser,
  listProjectsOfAccount,
} from './accounts.repository';
import { healthOfProjects } from '../site-health/site-health.service';

const accountParams = z.object({ accountId: idSchema });
const accountUserParams = accountParams.extend({ userId: idSchema });
const accountsQuery = paginationQuerySchema.extend({
  /** Keeps the organisations whose company name contains this text (case-insensitive). */
  search: z.string().trim().max(100).optional(),
});
const tags = ['accounts'];
/** More organisations than one person belongs to in practice (a scoped list is filtered from these). */
const MAX_MEMBERSHIPS = 10_000;

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    {
      // The organisation switcher lists the user's own memberships on the profile too, where a user
      // the two-factor policy holds back is sent (spec §6); what is in them stays refused.
      config: { twoFactor: 'setup' },
      schema: {
        tags,
        summary: "The signed-in user's organisations, optionally searched by company name",
        querystring: accountsQuery,
        response: { 200: paginated(accountSummarySchema) },
      },
    },
    async (request) => {
      const search = request.query.search || undefined;
      const scope = request.user.accountScope;
      // A sign-in through an organisation's identity provider lists that organisation only.
      const { rows, total } =
        scope === undefined
          ? await listAccountsOfUser(app.db, request.user.id, { ...request.query, search })
          : await listAccountsOfUser(app.db, request.user.id, {
              page: 1,
              amount: MAX_MEMBERSHIPS,
              search,
            }).then(({ rows }) => {
              const own = rows.filter((row) => row.id === scope);
              const offset = (request.query.page - 1) * request.query.amount;
              return { rows: own.slice(offset, offset + request.query.amount), total: own.length };
            });
      const page = toPage(
        rows.map((row) => ({ ...row, isUserAdmin: row.isUserAdmin ?? false })),
        total,
        request.query,
        '/api/accounts',
      );
      return withQuery(page, { search });
    },
  );

  app.get(
    '/accounts/client-types',
    {
      schema: {
        tags,
        summary: 'The client types a master user chooses from (organisation details)',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => (await listChoices(app.db)).clientTypes,
  );

  app.get(
    '/accounts/verticals',
    {
      schema: {
        tags,
        summary: 'The verticals of organisation details',
        response: { 200: z.array(labelledSchema) },
      },
    },
    async () => (await listChoices(app.db)).verticals,
  );

  app.get(
    '/accounts/business-types',
    {
      schema: {
        tags,
        summary: 'The business types of organisation details',
        response: { 200: z.array(labelledSchema) },
      },
    },
    async () => (await listChoices(app.db)).businessTypes,
  );

  app.patch(
    '/accounts/:accountId',
    {
      schema: {
        tags,
        summary: "Change the organisation's details (its administrators and master users)",
        description:
          'Client type, verticals and business types count only from master users, who must ' +
          'choose at least one vertical and business type (`organisation-settings.verticals.missing`, ' +
          '`organisation-settings.businessTypes.missing`). 409 `sso-enforced` for a force-2FA ' +
          'change while SSO is enforced; 403 `admin-required` for other members.',
        params: accountParams,
        body: accountUpdateSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) =>
      updateAccountSettings(app.db, { account: request.account, user: request.user }, request.body),
  );

  app.get(
    '/accounts/:accountId',
    { schema: { tags, params: accountParams, response: { 200: accountSchema } } },
    async (request) => {
      const access = request.account;
      const account = await findAccountDetail(app.db, access.id);
      if (!account) throw notFound('Account');
      return { ...account, isUserAdmin: access.isAdmin };
    },
  );

  app.get(
    '/accounts/:accountId/projects',
    {
      schema: {
        tags,
        params: accountParams,
        querystring: paginationQuerySchema,
        response: { 200: paginated(projectSchema) },
      },
    },
    async (request) => {
      const access = request.account;
      const { rows, total } = await listProjectsOfAccount(
        app.db,
        access.id,
        request.user.id,
        request.query,
      );
      const health = await healthOfProjects(
        app.db,
        rows.map((row) => row.id),
      );
      const data = rows.map((row) => ({
        ...row,
        account: { id: access.id, company: access.company },
        canWrite: access.isAdmin || (row.canWrite ?? false),
        health: health.get(row.id),
      }));
      return toPage(data, total, request.query, `/api/accounts/${access.id}/projects`);
    },
  );

  app.get(
    '/accounts/:accountId/users',
    {
      schema: {
        tags,
        summary: 'Users of an organisation, optionally only its administrators',
        params: accountParams,
        querystring: z.object({ role: z.enum(['admin']).optional() }),
        response: { 200: z.object({ data: z.array(accountUserEntrySchema) }) },
      },
    },
    async (request) => {
      const access = request.account;
      return { data: await listAccountUsers(app.db, access.id, request.query.role === 'admin') };
    },
  );

  app.get(
    '/accounts/:accountId/users/:userId',
    {
      schema: {
        tags,
        summary: 'A user of the organisation, with the projects and sites they may change',
        description:
          'Answers 404 when the user is not a member of the organisation, whether or not they exist.',
        params: accountUserParams,
        response: { 200: accountUserDetailSchema },
      },
    },
    async (request) => {
      const access = request.account;
      const member = await findAccountUser(app.db, access.id, request.params.userId);
      if (!member) throw notFound('User');
      return { ...member, ...(await listWritableOfUser(app.db, access.id, member.id)) };
    },
  );

  app.get(
    '/accounts/:accountId/features',
    { schema: { tags, params: accountParams, response: { 200: featureListSchema } } },
    async (request) => {
      const access = request.account;
      return { data: await findAvailableFeatures(app.db, { accountId: access.id }) };
    },
  );
};
