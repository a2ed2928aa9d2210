import { escapeHtml, renderPage } from './html';
import { translator, type Locale, type MessageKey } from './messages';

export type LoginError =
  | 'login.error.invalid-credentials'
  | 'login.error.missing-fields'
  | 'login.error.inactive-user'
  | 'login.error.rate-limited'
  | 'login.error.sso-required'
  | 'login.error.sso-unavailable';

export interface LoginPageInput {
  locale: Locale;
  /** Where the form posts to. */
  action: string;
  /** Aborts the sign-in and returns to the application. */
  cancelUrl: string;
  /** Kept in the field after a failed attempt, or the login_hint of the request. */
  email?: string;
  error?: LoginError;
  /** Where the organisation's single sign-on starts, when its SSO is enforced for the address. */
  ssoUrl?: string;
}

/** The e-mail + password page of the embedded identity server. */
export function renderLoginPage(input: LoginPageInput): string {
  const t = translator(input.locale);
  const hasError = input.error !== undefined;
  const described = hasError ? ' aria-describedby="login-error"' : '';
  const invalid = hasError ? ' aria-invalid="true"' : '';
  const alert = input.error
    ? `<p id="login-error" class="alert" role="alert">${escapeHtml(t(input.error))}</p>`
    : '';
  const sso = input.ssoUrl
    ? `<a class="button" href="${escapeHtml(input.ssoUrl)}">${escapeHtml(t('login.sso.continue'))}</a>`
    : '';
  const body = `
<h1>${escapeHtml(t('login.title'))}</h1>
<p>${escapeHtml(t('login.intro'))}</p>
${alert}
${sso}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
  <input type="hidden" name="hl" value="${escapeHtml(input.locale)}">
  <label for="email">${escapeHtml(t('login.email'))}</label>
  <input id="email" name="email" type="email" autocomplete="username" required
    value="${escapeHtml(input.email ?? '')}"${described}${invalid}${input.email ? '' : ' autofocus'}>
  <label for="password">${escapeHtml(t('login.password'))}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${described}${invalid}${input.email ? ' autofocus' : ''}>
  <button type="submit">${escapeHtml(t('login.submit'))}</button>
</form>
<a class="secondary" href="${escapeHtml(input.cancelUrl)}">${escapeHtml(t('login.cancel'))}</a>`;
  return renderPage({ locale: input.locale, title: t('login.title'), body });
}

export type TotpError =
  'totp.error.invalid-code' | 'totp.error.format' | 'login.error.rate-limited';

export interface TotpPageInput {
  locale: Locale;
  /** Where the form posts to. */
  action: string;
  /** Aborts the sign-in and returns to the application. */
  cancelUrl: string;
  error?: TotpError;
}

/** The second step for users with TOTP: the code from the authenticator app. */
export function renderTotpPage(input: TotpPageInput): string {
  const t = translator(input.locale);
  const alert = input.error
    ? `<p id="totp-error" class="alert" role="alert">${escapeHtml(t(input.error))}</p>`
    : '';
  const describedBy = input.error ? 'totp-hint totp-error' : 'totp-hint';
  const invalid = input.error ? ' aria-invalid="true"' : '';
  const body = `
<h1>${escapeHtml(t('totp.title'))}</h1>
<p>${escapeHtml(t('totp.intro'))}</p>
${alert}
<form method="post" action="${escapeHtml(input.action)}" novalidate>
  <input type="hidden" name="hl" value="${escapeHtml(input.locale)}">
  <label for="code">${escapeHtml(t('totp.code'))}</label>
  <input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code"
    maxlength="12" required autofocus aria-describedby="${describedBy}"${invalid}>
  <p id="totp-hint" class="hint">${escapeHtml(t('totp.hint'))}</p>
  <button type="submit">${escapeHtml(t('totp.submit'))}</button>
</form>
<a class="secondary" href="${escapeHtml(input.cancelUrl)}">${escapeHtml(t('login.cancel'))}</a>`;
  return renderPage({ locale: input.locale, title: t('totp.title'), body });
}

export interface MessagePageInput {
  locale: Locale;
  title: MessageKey;
  description: MessageKey;
  /** A link back into the product, e.g. to start signing in again. */
  link?: { href: string; label: MessageKey };
  /** A technical code worth quoting to support (never a stack trace). */
  code?: string;
  detail?: string;
}

/** A small page with a title, an explanation and optionally a link and an error code. */
export function renderMessagePage(input: MessagePageInput): string {
  const t = translator(input.locale);
  const code = input.code
    ? `<p>${escapeHtml(t('error.code'))}: <code>${escapeHtml(input.code)}</code>${
        input.detail ? ` — ${escapeHtml(input.detail)}` : ''
      }</p>`
    : '';
  const link = input.link
    ? `<a class="secondary" href="${escapeHtml(input.link.href)}">${escapeHtml(t(input.link.label))}</a>`
    : '';
  const body = `
<h1>${escapeHtml(t(input.title))}</h1>
<p>${escapeHtml(t(input.description))}</p>
${code}
${link}`;
  return renderPage({ locale: input.locale, title: t(input.title), body });
}
