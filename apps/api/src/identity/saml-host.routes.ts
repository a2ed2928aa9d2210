import formbody from '@fastify/formbody';
import type { Db } from '@feedline/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { subdomainOfHost } from '../modules/sso/sso-addresses';
import { consumeResponse, findLoginTarget, findSpMetadata } from '../modules/sso/sso-login.service';
import { renderMessagePage } from './login-page';
import { resolveLocale, type MessageKey } from './messages';

/** A SAMLResponse with a few certificates is tens of kilobytes; this leaves room, not more. */
const ACS_BODY_LIMIT = 600 * 1024;
const acsBody = z
  .object({
    SAMLResponse: z.string().max(ACS_BODY_LIMIT).default(''),
    RelayState: z.string().max(1024).optional(),
  })
  .catch({ SAMLResponse: '' });
const HIDDEN = { schema: { hide: true } } as const;
/** Failures with an explanation of their own; the others share the general one. */
const FAILURE_DESCRIPTIONS: Partial<Record<string, MessageKey>> = {
  'not-a-member': 'sso.error.not-a-member',
  'unknown-host': 'sso.error.unknown-host',
};

/**
 * The SAML service provider on each organisation's SSO host (`{subdomain}.{provider domain}`,
 * ARCHITECTURE §1): its SP metadata and its consumer URL. Mounted by the identity plugin.
 */
export async function samlHostRoutes(app: FastifyInstance, options: { config: AppConfig; db: Db }) {
  const { config, db } = options;
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: ACS_BODY_LIMIT });

  const subdomainOf = (request: FastifyRequest) => subdomainOfHost(config.sso, request.host);
  const locale = (request: FastifyRequest) =>
    resolveLocale({ acceptLanguage: request.headers['accept-language'] });
  const failure = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    code: string,
    detail?: string,
  ) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderMessagePage({
          locale: locale(request),
          title: 'sso.error.title',
          description: FAILURE_DESCRIPTIONS[code] ?? 'sso.error.description',
          code,
          detail,
          link: { href: `${config.publicUrl}/`, label: 'interaction.restart' },
        }),
      );

  app.get('/saml/metadata', HIDDEN, async (request, reply) => {
    const subdomain = subdomainOf(request);
    const xml = subdomain ? await findSpMetadata({ db, sso: config.sso }, subdomain) : undefined;
    if (!xml) return failure(request, reply, 404, 'unknown-host');
    const download = (request.query as Record<string, unknown> | undefined)?.download !== undefined;
    return reply
      .header('cache-control', 'no-cache')
      .header(
        'content-disposition',
        `${download ? 'attachment' : 'inline'}; filename="feedline-${subdomain}-sp-metadata.xml"`,
      )
      .type('application/samlmetadata+xml; charset=utf-8')
      .send(xml);
  });

  app.post('/saml/acs', HIDDEN, async (request, reply) => {
    const subdomain = subdomainOf(request);
    const target = subdomain ? await findLoginTarget(db, subdomain) : undefined;
    if (!target) return failure(request, reply, 404, 'unknown-host');
    const body = acsBody.parse(request.body ?? {});
    const result = await consumeResponse({ db, sso: config.sso }, target, body.SAMLResponse, {
      ip: request.ip,
    });
    if (!result.ok) {
      request.log.info({ subdomain, reason: result.reason }, 'SAML response refused');
      return failure(
        request,
        reply,
        result.reason === 'not-a-member' ? 403 : 400,
        result.reason,
        result.detail,
      );
    }
    const next =
      `${config.publicUrl}/interaction/${encodeURIComponent(result.interactionUid)}` +
      `/sso/complete/${encodeURIComponent(result.ticket)}`;
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  });
}

/**
 * Everything else on an SSO host is the organisation's login entry (the SSO page's test link): the
 * shell signs in through that organisation's identity provider.
 */
export function ssoHostEntry(config: AppConfig) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const subdomain = subdomainOfHost(config.sso, request.host);
    if (!subdomain || request.url.startsWith('/saml/')) return;
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${config.publicUrl}/login?sso=${encodeURIComponent(subdomain)}`, 302);
  };
}
