/**
 * Log lines carry HTML (spec §3: the drawer shows them sanitised). The embedded screens show them
 * as their plain text: parsed inertly (a DOMParser document runs no script and loads nothing), and
 * React then escapes the text, so no markup of a log line ever reaches the page.
 */
export function logMessageText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
