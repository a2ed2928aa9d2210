import {
  acceptedInvitationSchema,
  acceptInvitationSchema,
  createdInvitationSchema,
  idSchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenSchema,
  newInvitationSchema,
} from '@feedline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptAsNewUser,
  acceptAsUser,
  inviteUser,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service';

const tags = ['invitations'];
const accountParams = z.object({ accountId: idSchema });
const tokenParams = z.object({ token: invitationTokenSchema });

/** An organisation's administrators invite people and withdraw invitations. */
export const invitationsRoutes: FastifyPluginAsyncZod<{ shellUrl: string }> = async (
  app,
  { shellUrl },
) => {
  app.get(
    '/accounts/:accountId/invitations',
    {
      schema: {
        tags,
        summary: "The organisation's open invitations (administrators only)",
        params: accountParams,
        response: { 200: z.object({ data: z.array(invitationSchema) }) },
      },
    },
    async (request) => ({
      data: await listInvitations(app.db, { account: request.account, userId: request.user.id }),
    }),
  );

  app.post(
    '/accounts/:accountId/invitations',
    {
      schema: {
        tags,
        summary: 'Invite someone to the organisation (administrators only)',
        description:
          'Answers the link to pass on, once: only a hash of its token is kept. An open invitation ' +
          'of the same address is replaced; 409 `already-member` when the address belongs already.',
        params: accountParams,
        body: newInvitationSchema,
        response: { 201: createdInvitationSchema },
      },
    },
    async (request, reply) => {
      const created = await inviteUser(
        app.db,
        { account: request.account, userId: request.user.id },
        request.body,
        shellUrl,
      );
      return reply.code(201).send(created);
    },
  );

  app.delete(
    '/accounts/:accountId/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Withdraw an open invitation (administrators only)',
        params: accountParams.extend({ invitationId: idSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await revokeInvitation(
        app.db,
        { account: request.account, userId: request.user.id },
        request.params.invitationId,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/invitations/:token/join',
    {
      schema: {
        tags,
        summary: 'The signed-in user accepts an invitation of their own address',
        description: '403 `invitation-foreign` when the invitation is for another address.',
        params: tokenParams,
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => acceptAsUser(app.db, request.params.token, request.user),
  );
};

/**
 * The invitation link's own calls (spec §7: requests to the user area carry no bearer): the token
 * is the credential.
 */
export const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary:
          'What an invitation link offers: organisation, address, and whether it still works',
        security: [],
        params: tokenParams,
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => previewInvitation(app.db, request.params.token),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Someone new accepts an invitation, choosing a name and a password',
        security: [],
        description:
          '409 with `key` when the invitation expired, was used or withdrawn, or when the address ' +
          'belongs to an existing user, who signs in and joins instead.',
        params: tokenParams,
        body: acceptInvitationSchema,
        response: { 200: acceptedInvitationSchema },
      },
    },
    async (request) => acceptAsNewUser(app.db, request.params.token, request.body),
  );
};
