/** A host name of two or more labels, such as acme.test or mail.acme.co.uk. */
const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;

/** At most this many domains are enforced at once. */
const MAX_DOMAINS = 20;

/**
 * The domains of an enforce-domains text: separated by commas, spaces or semicolons, lower-cased,
 * without duplicates. Undefined when there is none or one is not a host name.
 */
export function parseDomains(raw: string): string[] | undefined {
  const domains = [
    ...new Set(
      raw
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase().replace(/^@/, ''))
        .filter(Boolean),
    ),
  ];
  if (domains.length === 0 || domains.length > MAX_DOMAINS) return undefined;
  return domains.every((domain) => DOMAIN_PATTERN.test(domain)) ? domains : undefined;
}

/** The domain of an e-mail address, lower-cased. */
export const domainOfEmail = (email: string) =>
  email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** Mail services anyone can sign up to: no company owns these, so none may enforce SSO on them. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
  'laposte.net',
  'ziggo.nl',
  'kpnmail.nl',
]);
