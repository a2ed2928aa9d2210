import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { IdentityProviderInstance } from 'samlify';
import { AuthnRequestError, parseAuthnRequest, type AuthnRequestInfo } from './authn-request';
import {
  autoPostPage,
  messagePage,
  POST_SCRIPT,
  POST_SCRIPT_PATH,
  signInPage,
  STYLESHEET,
  STYLESHEET_PATH,
} from './pages';
import type { PendingRequests } from './pending-requests';
import type { DemoIdpResponseInput, DemoIdpUser } from './types';

export const MAX_BODY_BYTES = 16 * 1024;

export interface PendingSignIn extends AuthnRequestInfo {
  relayState?: string;
}

export interface IdpServerState {
  idp: IdentityProviderInstance;
  pending: PendingRequests<PendingSignIn>;
  users: DemoIdpUser[];
  password: string;
  metadataXml: string;
  createResponse(input: DemoIdpResponseInput): Promise<string>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly heading: string,
    message: string,
  ) {
    super(message);
  }
}

const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  // The SAMLRequest travels in the URL; keep it out of Referer headers.
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function csp(formAction: string): string {
  return `default-src 'none'; script-src 'self'; style-src 'self'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { ...BASE_HEADERS, 'content-type': contentType, ...headers });
  res.end(body);
}

function sendHtml(res: ServerResponse, status: number, html: string, formAction = "'self'"): void {
  send(res, status, 'text/html; charset=utf-8', html, {
    'content-security-policy': csp(formAction),
  });
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Unsupported form', 'The form must be sent URL-encoded.');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Too large', 'The form is too large.');
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

function findUser(state: IdpServerState, email: string, password: string): DemoIdpUser | undefined {
  const lower = email.trim().toLowerCase();
  const user = state.users.find((candidate) => candidate.email.toLowerCase() === lower);
  const isPasswordRight = timingSafeEqual(digest(password), digest(state.password));
  return user && isPasswordRight ? user : undefined;
}

function demoEmails(state: IdpServerState): string[] {
  return state.users.map((user) => user.email);
}

async function handleSso(state: IdpServerState, url: URL, res: ServerResponse): Promise<void> {
  const samlRequest = url.searchParams.get('SAMLRequest');
  if (!samlRequest) {
    throw new HttpError(400, 'No sign-in request', 'The link has no SAMLRequest.');
  }
  let request: AuthnRequestInfo;
  try {
    request = await parseAuthnRequest(state.idp, samlRequest);
  } catch (error) {
    if (error instanceof AuthnRequestError)
      throw new HttpError(400, 'Bad sign-in request', error.message);
    throw error;
  }
  const relayState = url.searchParams.get('RelayState') ?? undefined;
  const requestKey = state.pending.add({ ...request, relayState });
  const html = signInPage({
    requestKey,
    spEntityId: request.issuer,
    demoEmails: demoEmails(state),
  });
  sendHtml(res, 200, html);
}

async function handleLogin(
  state: IdpServerState,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const form = await readForm(req);
  const requestKey = form.get('request') ?? '';
  const pending = state.pending.get(requestKey);
  if (!pending) {
    throw new HttpError(
      400,
      'Sign-in expired',
      'This sign-in request is unknown or has expired. Go back to the service and sign in again.',
    );
  }
  const email = form.get('email') ?? '';
  const user = findUser(state, email, form.get('password') ?? '');
  if (!user) {
    const html = signInPage({
      requestKey,
      spEntityId: pending.issuer,
      demoEmails: demoEmails(state),
      email,
      hasError: true,
    });
    sendHtml(res, 401, html);
    return;
  }
  state.pending.delete(requestKey);
  const samlResponse = await state.createResponse({
    email: user.email,
    inResponseTo: pending.id,
    acsUrl: pending.acsUrl,
    audience: pending.issuer,
  });
  const html = autoPostPage({
    acsUrl: pending.acsUrl,
    samlResponse,
    relayState: pending.relayState,
    email: user.email,
  });
  // Browsers hold the redirects that follow a form submission to form-action too, and the
  // consumer URL redirects on to the service provider's sign-in: any http(s) target is allowed.
  sendHtml(res, 200, html, `${new URL(pending.acsUrl).origin} http: https:`);
}

type Route = (
  state: IdpServerState,
  url: URL,
  req: IncomingMessage,
  res: ServerResponse,
) => unknown;

const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/metadata': {
    GET: (state, _url, _req, res) =>
      send(res, 200, 'application/samlmetadata+xml; charset=utf-8', state.metadataXml),
  },
  '/sso': { GET: (state, url, _req, res) => handleSso(state, url, res) },
  '/sso/login': { POST: (state, _url, req, res) => handleLogin(state, req, res) },
  [POST_SCRIPT_PATH]: {
    GET: (_state, _url, _req, res) => send(res, 200, 'text/javascript; charset=utf-8', POST_SCRIPT),
  },
  // Browsers ask for it on every page; a 404 would be an error in their console.
  '/favicon.ico': { GET: (_state, _url, _req, res) => res.writeHead(204, BASE_HEADERS).end() },
  [STYLESHEET_PATH]: {
    GET: (_state, _url, _req, res) => send(res, 200, 'text/css; charset=utf-8', STYLESHEET),
  },
};

function sendError(res: ServerResponse, error: unknown, req: IncomingMessage): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const httpError =
    error instanceof HttpError
      ? error
      : new HttpError(500, 'Something went wrong', 'The demo identity provider failed.');
  if (!(error instanceof HttpError)) console.error('demo-idp:', error);
  if (httpError.status === 413) {
    // Stop reading the rest of an oversized body.
    res.setHeader('connection', 'close');
    res.on('finish', () => req.destroy());
  }
  sendHtml(res, httpError.status, messagePage(httpError.heading, httpError.message));
}

/** The IdP's routes; `getState` is undefined until the server knows its own URL. */
export function createRequestListener(getState: () => IdpServerState | undefined): RequestListener {
  return (req, res) => {
    const state = getState();
    const url = new URL(req.url ?? '/', 'http://demo-idp.invalid');
    const methods = ROUTES[url.pathname];
    const route = methods?.[req.method ?? 'GET'];
    if (!state) {
      send(res, 503, 'text/plain; charset=utf-8', 'Starting.\n');
    } else if (!methods) {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found.\n');
    } else if (!route) {
      send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.\n', {
        allow: Object.keys(methods).join(', '),
      });
    } else {
      Promise.resolve()
        .then(() => route(state, url, req, res))
        .catch((error: unknown) => sendError(res, error, req));
    }
  };
}
