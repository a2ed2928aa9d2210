import {
  feedRunListSchema,
  feedRunProblemListSchema,
  feedRunQuerySchema,
  feedRunSchema,
  idSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelRun, getRun, listRunProblems, listRuns } from './runs.service';

const siteParams = z.object({ siteId: idSchema });
const runParams = z.object({ siteId: idSchema, runId: idSchema });
const tags = ['runs'];

/** A site's import and export runs: the history, one run, its problems, and cancel. */
export const runsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:siteId/runs',
    {
      schema: {
        tags,
        summary: "The site's import and export runs, newest first, 20 a page",
        params: siteParams,
        querystring: feedRunQuerySchema,
        response: { 200: feedRunListSchema },
      },
    },
    async (request) => listRuns(app, request.site.id, request.query),
  );

  app.get(
    '/sites/:siteId/runs/:runId',
    {
      schema: { tags, summary: 'One run', params: runParams, response: { 200: feedRunSchema } },
    },
    async (request) => getRun(app, request.site.id, request.params.runId),
  );

  app.get(
    '/sites/:siteId/runs/:runId/problems',
    {
      schema: {
        tags,
        summary: "The run's kept per-row problems (the error log), in file order, 50 a page",
        params: runParams,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: feedRunProblemListSchema },
      },
    },
    async (request) =>
      listRunProblems(app, request.site.id, request.params.runId, request.query.page),
  );

  app.post(
    '/sites/:siteId/runs/:runId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a queued or running run (needs write access)',
        description:
          'A queued run ends at once; a running one stops at its next batch and changes nothing. ' +
          '409 `run-finished` once it has ended.',
        params: runParams,
        response: { 200: feedRunSchema },
      },
      config: { access: 'write' },
    },
    async (request) => cancelRun(app, request.site.id, request.params.runId),
  );
};
