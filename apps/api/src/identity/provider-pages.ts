import type { ErrorOut, KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, renderPage } from './html';
import { renderMessagePage } from './login-page';
import { resolveLocale, translator, type Locale } from './messages';

/** Served by the interaction routes; submits the logout confirmation without a click. */
export const LOGOUT_SCRIPT_PATH = '/interaction/assets/logout.js';
export const LOGOUT_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (form) form.submit();
});
`;

function localeOf(ctx: KoaContextWithOIDC): Locale {
  const params = (ctx.oidc?.params ?? {}) as Record<string, unknown>;
  return resolveLocale({
    uiLocales: params.ui_locales,
    acceptLanguage: ctx.get('accept-language'),
  });
}

/**
 * RP-initiated logout asks for confirmation by default. Our shell's sign-out is the user's
 * confirmation, so when the request carries an id_token_hint (which the provider has verified
 * before this page: signed by us, for that client) the form (with `logout=yes`: end the whole
 * session, not only this client's part) submits itself. Without one — any page can send the
 * browser here — signing out takes the user's click on the button.
 */
export function logoutSource(publicUrl: string) {
  return async (ctx: KoaContextWithOIDC, form: string): Promise<void> => {
    const locale = localeOf(ctx);
    const t = translator(locale);
    const fields = `<input type="hidden" name="logout" value="yes"/><button type="submit">${escapeHtml(
      t('logout.submit'),
    )}</button></form>`;
    const hasVerifiedHint = typeof ctx.oidc.params?.id_token_hint === 'string';
    const title = t(hasVerifiedHint ? 'logout.title' : 'logout.confirm.title');
    const description = t(hasVerifiedHint ? 'logout.description' : 'logout.confirm.description');
    const body = `
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(description)}</p>
${form.replace('</form>', fields)}`;
    ctx.type = 'html';
    ctx.body = renderPage({
      locale,
      title,
      body,
      scripts: hasVerifiedHint ? [`${publicUrl}${LOGOUT_SCRIPT_PATH}`] : [],
    });
  };
}

/** Shown after a logout without post_logout_redirect_uri. */
export function postLogoutSuccessSource(publicUrl: string) {
  return async (ctx: KoaContextWithOIDC): Promise<void> => {
    ctx.type = 'html';
    ctx.body = renderMessagePage({
      locale: localeOf(ctx),
      title: 'logout.done.title',
      description: 'logout.done.description',
      link: { href: `${publicUrl}/`, label: 'interaction.restart' },
    });
  };
}

/** Errors that cannot go back to the client: a small page with the OAuth error code, never a stack. */
export function renderError(publicUrl: string) {
  return async (ctx: KoaContextWithOIDC, out: ErrorOut): Promise<void> => {
    ctx.type = 'html';
    ctx.body = renderMessagePage({
      locale: localeOf(ctx),
      title: 'error.title',
      description: 'error.description',
      code: out.error,
      detail: out.error === 'server_error' ? undefined : out.error_description,
      link: { href: `${publicUrl}/`, label: 'interaction.restart' },
    });
  };
}
