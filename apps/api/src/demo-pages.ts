import { DEMO_HELP_PATH } from '@feedline/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, resolveLocale, type Locale } from './identity/messages';
import { escapeHtml } from './lib/escape-html';
import { DEMO_PAGES_TEXT, type DemoPageText, type DemoPagesText } from './demo-pages-text';

/**
 * With the demo data only: the content portal and help page that the demo's configuration points
 * at (config.ts, demo defaults), so that the shell's links to them lead somewhere on a machine
 * without the outside services. Plain HTML of this server: no script, nothing from elsewhere, the
 * api's security headers.
 */
export const DEMO_PORTAL_PATH = '/demo-portal/';
export { DEMO_HELP_PATH };

type DemoPageKind = 'portal' | 'help';

/** Text colours keep 4.5:1 (WCAG AA) on their background; the blue is the shell's primary shade 8. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
header,main,footer{max-width:760px;margin:0 auto;padding:16px 24px}
header{display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
.brand{font-weight:700;color:#1971c2;letter-spacing:.02em}
nav ul{display:flex;gap:12px;margin:0;padding:0;list-style:none}
main{background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:32px}
h1{margin:0 0 12px;font-size:1.75rem;line-height:1.3}
h2{margin:28px 0 8px;font-size:1.25rem}
p{margin:0 0 12px}
.note{padding:12px;border-radius:4px;background:#e7f5ff;border:1px solid #a5d8ff;color:#1864ab}
a{color:#1864ab}
a:focus{outline:3px solid #74c0fc;outline-offset:1px}
a[aria-current=true]{font-weight:700;text-decoration:none;color:#212529}
footer ul{display:flex;flex-wrap:wrap;gap:8px 24px;margin:0;padding:0;list-style:none}
.product{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
.product img{width:200px;max-width:100%;height:auto;border-radius:8px;border:1px solid #dee2e6}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{font-weight:600}
dd{margin:0}
.products{margin:0;padding:0;list-style:none}
.products li{padding:8px 0;border-bottom:1px solid #e9ecef}
`;

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

interface RenderOptions {
  kind: DemoPageKind;
  locale: Locale;
  shellUrl: string;
  supportEmail?: string;
}

function sectionHtml(heading: string, paragraphs: string[]): string {
  return `<section>\n<h2>${escapeHtml(heading)}</h2>\n${paragraphs
    .map((text) => `<p>${escapeHtml(text)}</p>`)
    .join('\n')}\n</section>`;
}

function supportSection(text: DemoPagesText, supportEmail: string | undefined): string {
  if (!supportEmail) return '';
  const email = escapeHtml(supportEmail);
  const [before = '', after = ''] = escapeHtml(text.supportText).split('{email}');
  return (
    `<section>\n<h2>${escapeHtml(text.supportHeading)}</h2>\n` +
    `<p>${before}<a href="mailto:${email}">${email}</a>${after}</p>\n</section>`
  );
}

interface LayoutOptions {
  locale: Locale;
  /** The page's address without its query: the language links lead there. */
  path: string;
  /** The page's title (plain text). */
  title: string;
  /** The title's language, when it is not the page's (a product's English name). */
  titleLang?: Locale;
  /** The main content (HTML, escaped by the caller), after the heading and the demo note. */
  main: string;
  /** The note at the top: what the page stands in for (plain text). */
  note: string;
  /** Footer links (HTML, escaped by the caller), after the way back to Feedline. */
  footerLinks: string[];
  shellUrl: string;
}

/**
 * The frame of every page the demo serves: its language links, heading, note and footer, in the
 * style of this file. Plain HTML: no script, nothing from elsewhere.
 */
export function demoPageLayout({
  locale,
  path,
  title,
  titleLang,
  main,
  note,
  footerLinks,
  shellUrl,
}: LayoutOptions): string {
  const text = DEMO_PAGES_TEXT[locale];
  const languages = LOCALES.map(
    (code) =>
      `<li><a href="${escapeHtml(path)}?lang=${code}" hreflang="${code}" lang="${code}"` +
      `${code === locale ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[code]}</a></li>`,
  ).join('');
  const footer = [
    `<li><a href="${escapeHtml(shellUrl)}/">${escapeHtml(text.backToFeedline)}</a></li>`,
    ...footerLinks.map((link) => `<li>${link}</li>`),
  ].join('\n');
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Feedline</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<span class="brand">Feedline</span>
<nav aria-label="${escapeHtml(text.languages)}"><ul>${languages}</ul></nav>
</header>
<main>
<h1${titleLang && titleLang !== locale ? ` lang="${titleLang}"` : ''}>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(note)}</p>
${main}
</main>
<footer><ul>
${footer}
</ul></footer>
</body>
</html>`;
}

/** A demo page in one language, with links to itself in the others. */
export function renderDemoPage({ kind, locale, shellUrl, supportEmail }: RenderOptions): string {
  const text = DEMO_PAGES_TEXT[locale];
  const page: DemoPageText = text[kind];
  const other =
    kind === 'portal'
      ? `<a href="${DEMO_HELP_PATH}?lang=${locale}">${escapeHtml(text.toHelp)}</a>`
      : `<a href="${DEMO_PORTAL_PATH}?lang=${locale}">${escapeHtml(text.toPortal)}</a>`;
  const main = [
    `<p>${escapeHtml(page.intro)}</p>`,
    ...page.sections.map((section) => sectionHtml(section.heading, section.paragraphs)),
    kind === 'help' ? supportSection(text, supportEmail) : '',
  ].join('\n');
  return demoPageLayout({
    locale,
    path: kind === 'portal' ? DEMO_PORTAL_PATH : DEMO_HELP_PATH,
    title: page.title,
    main,
    note: text.note,
    footerLinks: [other],
    shellUrl,
  });
}

/** `?lang=` when it names a language we speak, else the browser's Accept-Language, else English. */
export function localeOf(request: FastifyRequest<{ Querystring: { lang?: string } }>): Locale {
  return resolveLocale({
    explicit: request.query.lang,
    acceptLanguage: request.headers['accept-language'],
  });
}

export async function demoPageRoutes(app: FastifyInstance) {
  const { config } = app;
  const handler =
    (kind: DemoPageKind) =>
    async (request: FastifyRequest<{ Querystring: { lang?: string } }>, reply: FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .header('vary', 'Accept-Language')
        .send(
          renderDemoPage({
            kind,
            locale: localeOf(request),
            shellUrl: config.publicUrl,
            supportEmail: config.links.supportEmail,
          }),
        );
  app.get(DEMO_PORTAL_PATH, { schema: { hide: true } }, handler('portal'));
  app.get(DEMO_HELP_PATH, { schema: { hide: true } }, handler('help'));
}
