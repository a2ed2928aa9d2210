import { escapeHtml } from '../lib/escape-html';
import type { Locale } from './messages';

export { escapeHtml };

/**
 * Only `<script src>` from our own origin may run (the API's CSP says script-src 'self'), so pages
 * carry no inline script; inline styles are allowed. Text colours keep 4.5:1 (WCAG AA) on their
 * background: the blue is the shell's primary shade 8.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
main{width:100%;max-width:400px;margin:24px;padding:32px;background:#fff;border-radius:8px;
  box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 8px;font-size:1.5rem;line-height:1.3}
p{margin:0 0 16px}
.brand{margin:0 0 24px;font-weight:700;color:#1971c2;letter-spacing:.02em}
label{display:block;margin:16px 0 4px;font-weight:600}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;font:inherit;border:1px solid #adb5bd;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #74c0fc;outline-offset:1px}
input[aria-invalid=true]{border-color:#c92a2a}
button{width:100%;margin-top:24px;padding:10px 12px;font:inherit;font-weight:600;color:#fff;background:#1971c2;
  border:0;border-radius:4px;cursor:pointer}
button:hover,a.button:hover{background:#1864ab}
a.button{display:block;margin-top:16px;padding:10px 12px;text-align:center;font-weight:600;color:#fff;
  background:#1971c2;border-radius:4px;text-decoration:none}
.alert{padding:12px;border-radius:4px;background:#fff5f5;border:1px solid #ffc9c9;color:#c92a2a}
.hint{margin:4px 0 0;font-size:.875rem;color:#495057}
.secondary{display:block;margin-top:16px;text-align:center;color:#495057}
code{font-size:.9em}
`;

export interface PageOptions {
  locale: Locale;
  title: string;
  body: string;
  /** Same-origin scripts to load (absolute paths or URLs of this server). */
  scripts?: string[];
}

export function renderPage({ locale, title, body, scripts = [] }: PageOptions): string {
  const scriptTags = scripts
    .map((src) => `<script src="${escapeHtml(src)}" defer></script>`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${scriptTags}
</head>
<body>
<main>
<p class="brand">Feedline</p>
${body}
</main>
</body>
</html>`;
}
