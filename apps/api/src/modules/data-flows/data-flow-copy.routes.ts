import {
  copyDryRunSchema,
  copyRequestSchema,
  copyResponseSchema,
  idSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, HttpError } from '../../lib/http-error';
import {
  copyDataFlow,
  dryRunCopy,
  undoDataFlowCopy,
  type CopyRequest,
} from './data-flow-copy.service';

const tags = ['data-flow copy'];
const siteParams = z.object({ siteId: idSchema });
const idempotencyHeaders = z.object({
  /** A retried request with the same key copies once and gets the same answer. */
  'idempotency-key': z.string().min(1).max(200).optional(),
});

/** A sub-channel id of the request: None (-1), 0 or absent mean the channel's own flow. */
const classificationOf = (id: number | null | undefined) => (id && id > 0 ? id : null);

/**
 * The kebab-case copy request of spec §3 in the service's terms. Without a source sub-channel
 * both classification ids are null (§5); with one, the target needs one too.
 */
function toCopyRequest(siteId: number, body: z.output<typeof copyRequestSchema>): CopyRequest {
  if (body['site-id'] !== siteId) {
    throw badRequest('site-id must be the site of the address');
  }
  const sourceClassificationId = classificationOf(body['source-classification-id']);
  const targets: CopyRequest['targets'] = [];
  const targetSiteId = body['target-site-id'];
  const targetChannelId = body['target-channel-id'];
  if (targetSiteId && targetChannelId) {
    const classificationId =
      sourceClassificationId === null ? null : classificationOf(body['target-classification-id']);
    if (
      sourceClassificationId !== null &&
      classificationId === null &&
      !body['duplicate-channel']
    ) {
      throw new HttpError(400, 'bad-request', 'Choose the target sub-channel', {
        key: 'copy-data-flow.target-classification-required',
      });
    }
    targets.push({ siteId: targetSiteId, channelId: targetChannelId, classificationId });
  }
  for (const extra of body['additional-targets']) {
    targets.push({
      siteId: extra['site-id'],
      channelId: extra['channel-id'],
      classificationId: null,
    });
  }
  return {
    sourceSiteId: body['source-site-id'],
    sourceChannelId: body['source-channel-id'],
    sourceClassificationId,
    targets,
    duplicateChannel: body['duplicate-channel'],
    copyUnconnectedColumns: body['copy-unconnected-columns'],
  };
}

/**
 * Copying a data flow to other channels (spec §2.13, §3, §7: the legacy site service, whose
 * bodies are kebab-case; the client converts with X-Convert-Case).
 */
export const dataFlowCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/site/:siteId/copy-channel',
    {
      schema: {
        tags,
        summary: "Copy a channel's (or sub-channel's) data flow to other channels",
        description:
          'All targets in one transaction: the caller reads the source and writes every target ' +
          '(else 403 and nothing is copied). Each target gets a new data-flow version, an audit ' +
          'event and a line in its site log. `duplicate-channel` copies into a new channel of ' +
          'each target site. A retry with the same Idempotency-Key copies once.',
        params: siteParams,
        headers: idempotencyHeaders,
        body: copyRequestSchema,
        response: { 200: copyResponseSchema },
      },
    },
    async (request) =>
      copyDataFlow(
        app,
        request.user,
        toCopyRequest(request.params.siteId, request.body),
        request.headers['idempotency-key'],
      ),
  );

  app.post(
    '/site/:siteId/copy-channel/dry-run',
    {
      schema: {
        tags,
        summary: 'What a copy would do to each target: columns added, replaced, left out, skipped',
        params: siteParams,
        body: copyRequestSchema,
        response: { 200: copyDryRunSchema },
      },
    },
    async (request) =>
      dryRunCopy(app.db, request.user, toCopyRequest(request.params.siteId, request.body)),
  );

  app.post(
    '/site/:siteId/copy-channel/:copyId/undo',
    {
      schema: {
        tags,
        summary: 'Undo a whole copy: every target back to the version it had',
        description:
          '409 `copy-changed-since` when a target changed after the copy (nothing is undone), ' +
          '409 `copy-undone` when it was undone already.',
        params: siteParams.extend({ copyId: idSchema }),
        response: { 200: z.object({ success: z.boolean() }) },
      },
    },
    async (request) => undoDataFlowCopy(app, request.user, request.params.copyId),
  );
};
