import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import {
  requireAccount,
  requireChannel,
  requireProject,
  requireSite,
  requireTwoFactorPolicy,
} from './access.service';

export type AccountAccess = Awaited<ReturnType<typeof requireAccount>>;
export type ProjectAccess = Awaited<ReturnType<typeof requireProject>>;
export type SiteAccess = Awaited<ReturnType<typeof requireSite>>;
export type ChannelAccess = Awaited<ReturnType<typeof requireChannel>>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation of the route's `:accountId`, resolved and authorised (access.scope.ts). */
    account: AccountAccess;
    /** The project of the route's `:projectId`, resolved and authorised. */
    project: ProjectAccess;
    /** The site of the route's `:siteId`, resolved and authorised. */
    site: SiteAccess;
    /** The channel of the route's `:channelId`, of the route's site when it names one. */
    channel: ChannelAccess;
  }
  interface FastifyContextConfig {
    /** `write`: the route changes the project or site of its path and needs write access to it. */
    access?: 'read' | 'write';
    /**
     * `setup`: the route stays open to a user whom the two-factor policy holds back (the user's
     * own profile and 2FA set-up, announcements); every other route refuses such a user.
     */
    twoFactor?: 'setup';
  }
}

export const writeAccessRequired = () =>
  new HttpError(403, 'forbidden', 'You have no write access to this site', {
    key: 'write-access-required',
  });

/**
 * Tenant isolation for every route of the scope it is registered in: after validation, the
 * `:accountId`, `:projectId`, `:siteId` and `:channelId` of the path are resolved once for the
 * signed-in user (unknown → 404, another organisation's → 403 `inaccessible`; a channel must belong
 * to the path's site) and put on the request; a route with `config: { access: 'write' }` also needs
 * write access to its site (a channel's site) or project. Handlers read `request.account`,
 * `request.project`, `request.site` and `request.channel` and never look the target up again.
 * Before that, the two-factor policy: a route not marked `config: { twoFactor: 'setup' }` refuses
 * a user who must set up 2FA first (403 `two-factor-required`).
 */
export const accessScope = fp(
  async (app) => {
    app.decorateRequest('account', null as unknown as AccountAccess);
    app.decorateRequest('project', null as unknown as ProjectAccess);
    app.decorateRequest('site', null as unknown as SiteAccess);
    app.decorateRequest('channel', null as unknown as ChannelAccess);

    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.twoFactor !== 'setup') {
        await requireTwoFactorPolicy(app.db, request.user);
      }
      const params = (request.params ?? {}) as Record<string, unknown>;
      const viewer = request.user;
      const { accountId, projectId, siteId, channelId } = params;
      if (typeof accountId === 'number') {
        request.account = await requireAccount(app.db, viewer, accountId);
      }
      if (typeof projectId === 'number') {
        request.project = await requireProject(app.db, viewer, projectId);
      }
      if (typeof siteId === 'number') request.site = await requireSite(app.db, viewer, siteId);
      if (typeof channelId === 'number') {
        const inSiteId = typeof siteId === 'number' ? siteId : undefined;
        request.channel = await requireChannel(app.db, viewer, channelId, inSiteId);
        request.site ??= request.channel.site;
      }
      if (request.routeOptions.config.access === 'write') {
        const target = request.site ?? request.project;
        if (!target?.canWrite) throw writeAccessRequired();
      }
    });
  },
  { name: 'access-scope' },
);
