/** HTML for the sign-in flow. Every value that is not a literal goes through `escapeHtml`. */

export const STYLESHEET_PATH = '/assets/style.css';
export const POST_SCRIPT_PATH = '/assets/post.js';
const POST_FORM_ID = 'saml-post';
const TITLE = 'Feedline demo identity provider';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
${head}</head>
<body>
<main>
<h1>${TITLE}</h1>
${body}
</main>
</body>
</html>
`;
}

export interface SignInPageInput {
  requestKey: string;
  spEntityId: string;
  demoEmails: string[];
  email?: string;
  hasError?: boolean;
}

export function signInPage(input: SignInPageInput): string {
  const invalid = input.hasError ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const error = input.hasError
    ? '<p id="sign-in-error" class="error" role="alert">The e-mail address or the password is wrong.</p>\n'
    : '';
  const users = input.demoEmails.map((email) => `<li>${escapeHtml(email)}</li>`).join('');
  return page(
    `Sign in – ${TITLE}`,
    `<p>Sign in to continue to <strong>${escapeHtml(input.spEntityId)}</strong>.</p>
${error}<form method="post" action="/sso/login">
<input type="hidden" name="request" value="${escapeHtml(input.requestKey)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(input.email ?? '')}"${invalid}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}>
<button type="submit">Sign in</button>
</form>
<section aria-labelledby="demo-users-heading">
<h2 id="demo-users-heading">Demo users</h2>
<p>This is a demo identity provider. Sign in as one of these users with the demo password:</p>
<ul>${users}</ul>
</section>`,
  );
}

export interface AutoPostPageInput {
  acsUrl: string;
  samlResponse: string;
  relayState?: string;
  email: string;
}

/** Posts the response to the SP: /assets/post.js submits the form, "Continue" does without JS. */
export function autoPostPage(input: AutoPostPageInput): string {
  const relayState =
    input.relayState === undefined
      ? ''
      : `<input type="hidden" name="RelayState" value="${escapeHtml(input.relayState)}">\n`;
  return page(
    `Signing in – ${TITLE}`,
    `<p>Signed in as ${escapeHtml(input.email)}. Returning to the service…</p>
<form id="${POST_FORM_ID}" method="post" action="${escapeHtml(input.acsUrl)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(input.samlResponse)}">
${relayState}<button type="submit">Continue</button>
</form>`,
    `<script src="${POST_SCRIPT_PATH}" defer></script>\n`,
  );
}

export function messagePage(heading: string, message: string): string {
  return page(
    `${heading} – ${TITLE}`,
    `<h2>${escapeHtml(heading)}</h2>\n<p>${escapeHtml(message)}</p>`,
  );
}

export const POST_SCRIPT = `document.getElementById('${POST_FORM_ID}').submit();\n`;

export const STYLESHEET = `body { font-family: system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1b1d21; }
main { max-width: 26rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 0.5rem; overflow-wrap: anywhere; }
h1 { font-size: 1.4rem; margin-top: 0; }
h2 { font-size: 1.1rem; }
form { display: grid; gap: 0.5rem; }
input { font: inherit; padding: 0.5rem; border: 1px solid #6b7280; border-radius: 0.25rem; }
input[aria-invalid='true'] { border-color: #b3261e; }
button { font: inherit; margin-top: 0.5rem; padding: 0.6rem; border: 0; border-radius: 0.25rem; background: #1f4fd1; color: #fff; cursor: pointer; }
button:focus-visible, input:focus-visible { outline: 3px solid #f5b400; outline-offset: 2px; }
.error { color: #b3261e; font-weight: 600; }
`;
