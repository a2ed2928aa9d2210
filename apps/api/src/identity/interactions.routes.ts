import formbody from '@fastify/formbody';
import type { Db } from '@feedline/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { errors, type InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { normalizeTotpCode } from '@feedline/contracts';
import type { AppConfig } from '../config';
import type { TotpSecretBox } from '../modules/two-factor/totp-secret-box';
import { verifySignInCode } from '../modules/two-factor/two-factor.service';
import {
  findEnforcingTarget,
  findLoginTarget,
  recordPasswordLoginRefused,
  redeemTicket,
  startLogin,
} from '../modules/sso/sso-login.service';
import { findUserById } from '../modules/users/users.service';
import { checkPassword, nextLoginStep, subjectOf } from './accounts';
import { firstPartyGrant } from './grants';
import type { LoginAttempt, LoginThrottle } from './login-throttle';
import {
  renderLoginPage,
  renderMessagePage,
  renderTotpPage,
  type LoginError,
  type TotpError,
} from './login-page';
import { resolveLocale, type Locale } from './messages';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './provider-pages';
import {
  renderSsoPostPage,
  renderSsoRedirectPage,
  SSO_POST_SCRIPT,
  SSO_POST_SCRIPT_PATH,
} from './sso-pages';
import { ssoAcrFor } from './sso-scope';
import { forgetPendingTotp, pendingTotpOf, rememberPendingTotp } from './totp-step';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface InteractionRoutesOptions {
  provider: Provider;
  config: AppConfig;
  db: Db;
  throttle: LoginThrottle;
  /** Opens the users' sealed TOTP secrets for the second step. */
  totpBox: TotpSecretBox;
}

const uidParams = z.object({ uid: z.string().min(1).max(100) });
const ssoStartParams = z.object({ subdomain: z.string().min(1).max(63) });
const ssoTicketParams = z.object({ ticket: z.string().min(1).max(100) });
const localeQuery = z.object({ hl: z.string().max(20).optional() }).catch({});
const loginBody = z
  .object({
    email: z.string().max(320).default(''),
    password: z.string().max(1024).default(''),
    hl: z.string().max(20).optional(),
  })
  .catch({ email: '', password: '' });
const totpBody = z
  .object({ code: z.string().max(64).default(''), hl: z.string().max(20).optional() })
  .catch({ code: '' });

const HIDDEN = { schema: { hide: true } } as const;

/**
 * The pages oidc-provider sends the browser to when it needs the user: the login page (e-mail +
 * password), the code page for users with TOTP and, for the first-party shell, an automatic
 * consent. Mounted at /interaction.
 */
export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions) {
  const { provider, config, db, throttle, totpBox } = options;
  // Only this encapsulated context parses forms; /oidc reads its own bodies (see identity.plugin).
  // The sign-in pages post forms and nothing else: any other body is a 415.
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  /**
   * The attempt, counted before its check; undefined when it is refused. Resolves after the
   * e-mail's delay, if it has one.
   */
  async function waitForTurn(ip: string, email: string): Promise<LoginAttempt | undefined> {
    const attempt = await throttle.begin(ip, email);
    if (attempt && attempt.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
    }
    return attempt;
  }

  /** `check` of a counted attempt; an error (a service away) does not count as a failure. */
  async function checked<T>(attempt: LoginAttempt, check: () => Promise<T>): Promise<T> {
    try {
      return await check();
    } catch (error) {
      await attempt.withdraw().catch(() => {});
      throw error;
    }
  }

  const urls = (uid: string) => ({
    page: `${config.publicUrl}/interaction/${encodeURIComponent(uid)}`,
    login: `${config.publicUrl}/interaction/${encodeURIComponent(uid)}/login`,
    totp: `${config.publicUrl}/interaction/${encodeURIComponent(uid)}/totp`,
    abort: `${config.publicUrl}/interaction/${encodeURIComponent(uid)}/abort`,
    ssoStart: (subdomain: string) =>
      `${config.publicUrl}/interaction/${encodeURIComponent(uid)}/sso/start/${encodeURIComponent(subdomain)}`,
  });

  /**
   * The interaction of this browser (found by its cookie) if it is the one the URL names;
   * undefined when it expired, was completed, or belongs to another tab.
   */
  async function loadInteraction(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    const params = uidParams.safeParse(request.params);
    if (!params.success) return undefined;
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === params.data.uid ? interaction : undefined;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return undefined;
      throw error;
    }
  }

  function localeFor(
    request: FastifyRequest,
    interaction: Interaction | undefined,
    explicit?: unknown,
  ): Locale {
    const params = interaction?.params ?? {};
    return resolveLocale({
      explicit: explicit ?? localeQuery.parse(request.query).hl,
      hl: params.hl,
      uiLocales: params.ui_locales,
      acceptLanguage: request.headers['accept-language'],
    });
  }

  function sendHtml(reply: FastifyReply, status: number, html: string) {
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function sendGone(request: FastifyRequest, reply: FastifyReply) {
    return sendHtml(
      reply,
      400,
      renderMessagePage({
        locale: localeFor(request, undefined),
        title: 'interaction.expired.title',
        description: 'interaction.expired.description',
        link: { href: `${config.publicUrl}/`, label: 'interaction.restart' },
      }),
    );
  }

  async function finish(
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
    mergeWithLastSubmission = false,
  ) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission,
    });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  }

  /** The shell is first-party: a consent prompt (e.g. prompt=consent) is granted without a page. */
  async function grantConsent(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
  ) {
    const accountId = interaction.session?.accountId;
    if (interaction.params.client_id !== config.identity.clientId || !accountId) {
      return finish(request, reply, {
        error: 'access_denied',
        error_description: 'consent is not available',
      });
    }
    const grant = await firstPartyGrant({
      provider,
      accountId,
      clientId: config.identity.clientId,
      audience: config.identity.audience,
      existing: interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined,
    });
    return finish(request, reply, { consent: { grantId: grant.jti } }, true);
  }

  function loginPage(
    interaction: Interaction,
    locale: Locale,
    email?: string,
    error?: LoginError,
    ssoUrl?: string,
  ) {
    const loginHint =
      typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : undefined;
    return renderLoginPage({
      locale,
      action: urls(interaction.uid).login,
      cancelUrl: urls(interaction.uid).abort,
      email: email ?? loginHint,
      error,
      ssoUrl,
    });
  }

  /**
   * Sends the browser to the organisation's identity provider with a new AuthnRequest for this
   * interaction (an SP-initiated SAML login, completed by the consumer URL and `sso/complete`).
   */
  async function startSso(
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    subdomain: string,
  ) {
    const locale = localeFor(request, interaction);
    const target = await findLoginTarget(db, subdomain);
    if (!target) {
      return sendHtml(
        reply,
        404,
        loginPage(interaction, locale, undefined, 'login.error.sso-unavailable'),
      );
    }
    const start = await startLogin({ db, sso: config.sso }, target, interaction.uid);
    if (start.binding === 'HTTP-Redirect') {
      return reply.header('cache-control', 'no-store').redirect(start.url, 303);
    }
    // This page alone may post a form to the identity provider.
    reply.header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; ` +
        `frame-ancestors 'none'; form-action ${new URL(start.url).origin}`,
    );
    return sendHtml(
      reply,
      200,
      renderSsoPostPage(
        locale,
        `${config.publicUrl}${SSO_POST_SCRIPT_PATH}`,
        start.url,
        start.fields,
      ),
    );
  }

  function totpPage(interaction: Interaction, locale: Locale, error?: TotpError) {
    return renderTotpPage({
      locale,
      action: urls(interaction.uid).totp,
      cancelUrl: urls(interaction.uid).abort,
      error,
    });
  }

  app.get(LOGOUT_SCRIPT_PATH, HIDDEN, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/javascript; charset=utf-8')
      .send(LOGOUT_SCRIPT),
  );

  app.get(SSO_POST_SCRIPT_PATH, HIDDEN, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/javascript; charset=utf-8')
      .send(SSO_POST_SCRIPT),
  );

  app.get('/interaction/:uid', HIDDEN, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendGone(request, reply);
    const locale = localeFor(request, interaction);
    // The shell's /login?sso={subdomain} (the SSO test link) asks for that organisation's SSO.
    const sso = interaction.params.sso;
    switch (interaction.prompt.name) {
      case 'login':
        if (typeof sso === 'string' && sso !== '' && !pendingTotpOf(interaction)) {
          return startSso(request, reply, interaction, sso);
        }
        return sendHtml(
          reply,
          200,
          pendingTotpOf(interaction)
            ? totpPage(interaction, locale)
            : loginPage(interaction, locale),
        );
      case 'consent':
        return grantConsent(request, reply, interaction);
      default:
        return finish(request, reply, {
          error: 'access_denied',
          error_description: 'unsupported interaction',
        });
    }
  });

  app.post('/interaction/:uid/login', HIDDEN, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendGone(request, reply);
    const body = loginBody.parse(request.body ?? {});
    const locale = localeFor(request, interaction, body.hl);
    const email = body.email.trim();
    const fail = (status: number, error: LoginError) =>
      sendHtml(reply, status, loginPage(interaction, locale, email, error));

    if (interaction.prompt.name !== 'login') return reply.redirect(urls(interaction.uid).page, 303);
    // A new password attempt (e.g. after going back) replaces a second step still pending.
    await forgetPendingTotp(interaction);
    // An address of a domain whose organisation enforces SSO never signs in with a password here.
    const enforcing = email ? await findEnforcingTarget(db, email) : undefined;
    if (enforcing) {
      const ssoUrl = urls(interaction.uid).ssoStart(enforcing.subdomain);
      if (!body.password) return sendHtml(reply, 200, renderSsoRedirectPage(locale, ssoUrl));
      await recordPasswordLoginRefused(db, enforcing, email);
      return sendHtml(
        reply,
        403,
        loginPage(interaction, locale, email, 'login.error.sso-required', ssoUrl),
      );
    }
    if (!email || !body.password) return fail(400, 'login.error.missing-fields');

    const attempt = await waitForTurn(request.ip, email);
    if (!attempt) return fail(429, 'login.error.rate-limited');

    const check = await checked(attempt, () => checkPassword(db, email, body.password));
    if (check.outcome === 'invalid') {
      await attempt.failed();
      return fail(401, 'login.error.invalid-credentials');
    }
    if (check.outcome === 'inactive') {
      await attempt.withdraw();
      return fail(403, 'login.error.inactive-user');
    }

    const next = nextLoginStep(check.user);
    if (next.step === 'totp') {
      // The failures are only forgotten after the code: the password must not reset the count.
      await attempt.withdraw();
      await rememberPendingTotp(interaction, { accountId: subjectOf(check.user), email });
      return reply.header('cache-control', 'no-store').redirect(urls(interaction.uid).page, 303);
    }
    await attempt.succeeded();
    return finish(request, reply, {
      login: { accountId: subjectOf(check.user), amr: next.amr, remember: true },
    });
  });

  app.post('/interaction/:uid/totp', HIDDEN, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendGone(request, reply);
    const pending = interaction.prompt.name === 'login' ? pendingTotpOf(interaction) : undefined;
    // Without a correct password first (or after it went stale) there is nothing to verify.
    if (!pending) return reply.redirect(urls(interaction.uid).page, 303);
    const body = totpBody.parse(request.body ?? {});
    const locale = localeFor(request, interaction, body.hl);
    const fail = (status: number, error: TotpError) =>
      sendHtml(reply, status, totpPage(interaction, locale, error));

    // Wrong codes count toward the same limits as wrong passwords.
    const attempt = await waitForTurn(request.ip, pending.email);
    if (!attempt) return fail(429, 'login.error.rate-limited');
    const code = normalizeTotpCode(body.code);
    if (!code) {
      await attempt.withdraw();
      return fail(400, 'totp.error.format');
    }

    const user = await checked(attempt, () => findUserById(db, Number(pending.accountId)));
    if (!user?.isActive) {
      await attempt.withdraw();
      await forgetPendingTotp(interaction);
      return sendHtml(
        reply,
        403,
        loginPage(interaction, locale, pending.email, 'login.error.inactive-user'),
      );
    }
    if (!(await checked(attempt, () => verifySignInCode({ db, box: totpBox }, user, code)))) {
      await attempt.failed();
      return fail(401, 'totp.error.invalid-code');
    }
    await attempt.succeeded();
    return finish(request, reply, {
      login: { accountId: subjectOf(user), amr: ['pwd', 'otp'], remember: true },
    });
  });

  app.get('/interaction/:uid/sso/start/:subdomain', HIDDEN, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendGone(request, reply);
    const params = ssoStartParams.safeParse(request.params);
    if (interaction.prompt.name !== 'login' || !params.success) {
      return reply.redirect(urls(interaction.uid).page, 303);
    }
    return startSso(request, reply, interaction, params.data.subdomain);
  });

  /**
   * The consumer URL verified the identity provider's response and sends the browser here with a
   * one-time ticket: it signs in the user it names, scoped to that organisation (docs/adr/0019).
   */
  app.get('/interaction/:uid/sso/complete/:ticket', HIDDEN, async (request, reply) => {
    const interaction = await loadInteraction(request, reply);
    if (!interaction) return sendGone(request, reply);
    const params = ssoTicketParams.safeParse(request.params);
    const login =
      interaction.prompt.name === 'login' && params.success
        ? await redeemTicket(db, interaction.uid, params.data.ticket)
        : undefined;
    const user = login ? await findUserById(db, login.userId) : undefined;
    if (!login || !user?.isActive) {
      return sendHtml(
        reply,
        400,
        renderMessagePage({
          locale: localeFor(request, interaction),
          title: 'sso.error.title',
          description: 'sso.error.description',
          code: 'ticket-invalid',
          link: { href: urls(interaction.uid).page, label: 'interaction.restart' },
        }),
      );
    }
    return finish(request, reply, {
      login: {
        accountId: subjectOf(user),
        acr: ssoAcrFor(login.accountId),
        amr: ['saml'],
        remember: true,
      },
    });
  });

  app.get('/interaction/:uid/abort', HIDDEN, async (request, reply) => {
    if (!(await loadInteraction(request, reply))) return sendGone(request, reply);
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });
}
