/**
 * Helmet's Strict-Transport-Security for a host served at `publicUrl`: a year over https, none over
 * http, where it would only pin a development host.
 */
export function strictTransportSecurityFor(publicUrl: string) {
  return publicUrl.startsWith('https:')
    ? { maxAge: 31_536_000, includeSubDomains: false }
    : (false as const);
}
