import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** RFC 6265 §5.1.4 path-match. */
const pathMatches = (path: string, cookiePath: string) =>
  cookiePath === '/' || path === cookiePath || path.startsWith(`${cookiePath.replace(/\/$/, '')}/`);

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser stand-in for `app.inject`: keeps cookies (by name and path, as a browser would send
 * them), sends them back, and can follow the redirect chain of a sign-in.
 */
export class Browser {
  readonly cookies = new Map<string, StoredCookie>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly headers: Record<string, string> = {},
  ) {}

  private cookieHeader(path: string): string | undefined {
    const pairs = [...this.cookies.entries()]
      .filter(([, cookie]) => pathMatches(path, cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    return pairs.length ? pairs.join('; ') : undefined;
  }

  private store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }>) {
      const expired =
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now()) ||
        cookie.maxAge === 0 ||
        cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, { value: cookie.value, path: cookie.path ?? '/' });
    }
  }

  async request(
    method: 'GET' | 'POST',
    url: string,
    options: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> {
    const target = new URL(url, 'http://localhost:3000');
    const cookie = this.cookieHeader(target.pathname);
    const response = await this.app.inject({
      method,
      url: target.pathname + target.search,
      headers: {
        host: target.host,
        ...this.headers,
        ...options.headers,
        ...(cookie ? { cookie } : {}),
        ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      payload: options.form ? new URLSearchParams(options.form).toString() : undefined,
    });
    this.store(response);
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers });
  }

  post(url: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', url, { form, headers });
  }

  /** Follows redirects on this server until a response is not a redirect or leaves /oidc, /interaction. */
  async follow(response: LightMyRequestResponse, max = 10): Promise<LightMyRequestResponse> {
    let current = response;
    for (let i = 0; i < max && isRedirect(current); i++) {
      const location = new URL(String(current.headers.location), 'http://localhost:3000');
      if (!/^\/(oidc|interaction)\//.test(location.pathname)) return current;
      current = await this.get(location.toString());
    }
    return current;
  }
}

export const isRedirect = (response: LightMyRequestResponse) =>
  response.statusCode >= 300 && response.statusCode < 400;

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** Values of the hidden and text inputs of the first form on a page, and its action. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/gi)) {
    const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '';
    if (name) fields[name] = value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
  }
  return { action: form[1]!.replace(/&amp;/g, '&'), fields };
}
