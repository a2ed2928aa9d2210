import { escapeHtml, renderPage } from './html';
import { translator, type Locale } from './messages';

/** Submits the page's `sso-post` form (an AuthnRequest for an identity provider that wants POST). */
export const SSO_POST_SCRIPT_PATH = '/interaction/assets/sso-post.js';
export const SSO_POST_SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('sso-post');
  if (form) form.submit();
});
`;

/**
 * Sends the browser on to single sign-on by a new navigation (a refresh, not a redirect): after
 * the login form was posted, a redirect to another origin would count against the form-action of
 * the page's content security policy.
 */
export function renderSsoRedirectPage(locale: Locale, url: string): string {
  const t = translator(locale);
  const body = `
<h1>${escapeHtml(t('sso.redirect.title'))}</h1>
<p>${escapeHtml(t('sso.redirect.description'))}</p>
<a class="button" href="${escapeHtml(url)}">${escapeHtml(t('login.sso.continue'))}</a>`;
  return renderPage({ locale, title: t('sso.redirect.title'), body }).replace(
    '<meta name="robots" content="noindex">',
    `<meta name="robots" content="noindex">\n<meta http-equiv="refresh" content="0;url=${escapeHtml(url)}">`,
  );
}

/** The AuthnRequest for the HTTP-POST binding: a form that submits itself (or by its button). */
export function renderSsoPostPage(
  locale: Locale,
  scriptUrl: string,
  action: string,
  fields: Record<string, string>,
): string {
  const t = translator(locale);
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const body = `
<h1>${escapeHtml(t('sso.redirect.title'))}</h1>
<p>${escapeHtml(t('sso.redirect.description'))}</p>
<form id="sso-post" method="post" action="${escapeHtml(action)}">
${inputs}
<button type="submit">${escapeHtml(t('login.sso.continue'))}</button>
</form>`;
  return renderPage({ locale, title: t('sso.redirect.title'), body, scripts: [scriptUrl] });
}
