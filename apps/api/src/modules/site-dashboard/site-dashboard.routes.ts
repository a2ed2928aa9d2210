import {
  errorLogEntrySchema,
  errorLogPageSchema,
  idSchema,
  importTrendSchema,
  paginationQuerySchema,
  siteDashboardSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { toPage } from '../../lib/pagination';
import { countItems } from '../data-view/items.service';
import { logMessageOf } from '../site-logs/site-logs.service';
import {
  findDashboardFacts,
  listImportTrend,
  findError,
  listErrors,
} from './site-dashboard.repository';
import { cleanRichText } from '../../lib/rich-text';
import { importTrendOf } from './site-dashboard.service';

const siteParams = z.object({ siteId: idSchema });
const errorParams = siteParams.extend({ errorId: idSchema });
const accountParams = z.object({ accountId: idSchema });
const projectParams = z.object({ projectId: idSchema });
const tags = ['site-dashboard'];

/** Lines the dashboard shows of the site's log. */
const RECENT_LOG_LINES = 20;
/** Imports the dashboard's trend shows. */
const TREND_RUNS = 14;

type StoredLine = { id: number; timestamp: Date; message: string } & Parameters<
  typeof logMessageOf
>[0];

/** A stored line as the screens read it: its text, and its key and parameters if it has them. */
const logEntry = (row: StoredLine) => ({
  id: row.id,
  '@timestamp': row.timestamp.toISOString(),
  message: cleanRichText(row.message),
  ...logMessageOf(row),
});

/**
 * The site dashboard and error log of the embedded screens (spec §2.11), and the import trend of
 * the organisation and project dashboards.
 */
export const siteDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/dashboard',
    {
      schema: {
        tags,
        summary: "The site's import state, counts and latest log lines",
        params: siteParams,
        response: { 200: siteDashboardSchema },
      },
    },
    async (request) => {
      const { site } = request;
      const [facts, items, trend] = await Promise.all([
        findDashboardFacts(app.db, site.id, RECENT_LOG_LINES),
        countItems(app.db, site.id),
        listImportTrend(app.db, site.id, TREND_RUNS),
      ]);
      if (!facts.site) throw notFound('Site');
      return {
        site: {
          id: site.id,
          name: site.name,
          importStatus: facts.site.importStatus,
          lastImportAt: facts.site.lastImportAt?.toISOString() ?? null,
        },
        counts: {
          items,
          channels: facts.channels,
          dataSources: facts.dataSources,
          errors: facts.errors,
          warnings: facts.warnings,
        },
        importTrend: trend.map((run) => ({
          finishedAt: run.finishedAt?.toISOString() ?? null,
          status: run.status === 'failed' ? ('failed' as const) : ('succeeded' as const),
          itemsWritten: run.itemsWritten,
          itemsSkipped: run.itemsSkipped,
        })),
        recentLog: facts.recentLog.map((line) => ({ ...logEntry(line), type: line.type })),
      };
    },
  );

  // The organisation and the project are resolved and checked by the access scope (a member of
  // another organisation gets 403, an unknown id 404) before these run.
  app.get(
    '/accounts/:accountId/import-trend',
    {
      schema: {
        tags,
        summary: "The organisation's imports per day over the last 14 days",
        params: accountParams,
        response: { 200: importTrendSchema },
      },
    },
    async (request) => importTrendOf(app.db, { accountId: request.account.id }),
  );

  app.get(
    '/projects/:projectId/import-trend',
    {
      schema: {
        tags,
        summary: "The project's imports per day over the last 14 days",
        params: projectParams,
        response: { 200: importTrendSchema },
      },
    },
    async (request) => importTrendOf(app.db, { projectId: request.project.id }),
  );

  app.get(
    '/sites/:siteId/error-log',
    {
      schema: {
        tags,
        summary: "The site's error log lines, newest first",
        params: siteParams,
        querystring: paginationQuerySchema,
        response: { 200: errorLogPageSchema },
      },
    },
    async (request) => {
      const { site } = request;
      const { rows, total } = await listErrors(app.db, site.id, request.query);
      return toPage(rows.map(logEntry), total, request.query, `/api/sites/${site.id}/error-log`);
    },
  );

  app.get(
    '/sites/:siteId/error-log/:errorId',
    {
      schema: {
        tags,
        summary: 'One error line of the site',
        params: errorParams,
        response: { 200: errorLogEntrySchema },
      },
    },
    async (request) => {
      const { site } = request;
      const row = await findError(app.db, site.id, request.params.errorId);
      if (!row) throw notFound('Error');
      return logEntry(row);
    },
  );
};
