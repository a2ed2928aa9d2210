import type { LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  bodyProblem,
  connectionProblem,
  FetchProblem,
  isLinkLocalAddress,
  isPublicAddress,
  parseFeedUrl,
  resolveAllowed,
  seconds,
  tooLarge,
  type AddressPolicy,
} from './safe-fetch-address';

export { FETCH_PROBLEMS, FetchProblem, type FetchProblemCode } from './safe-fetch-address';

export interface SafeFetchOptions {
  /**
   * Allow loopback and private addresses (tests and the demo's own feed files only); link-local
   * stays refused. Default false.
   */
  allowPrivateNetworks?: boolean;
  /** Default 1 GiB of decompressed body; more aborts with 'too-large'. */
  maxBytes?: number;
  /** Default 10 s. */
  connectTimeoutMs?: number;
  /** Time until the response headers; default 30 s. */
  headersTimeoutMs?: number;
  /** Longest wait for the next byte of the body while it is being read; default 30 s. */
  idleTimeoutMs?: number;
  /** The whole fetch, redirects and body included; default 10 min. */
  totalTimeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Sent to the URL's origin only (e.g. If-None-Match), never to another origin after a redirect. */
  headers?: Record<string, string>;
  /** Default 'Feedline feed importer'. */
  userAgent?: string;
}

export interface SafeResponse {
  /** The URL that answered, after redirects. */
  url: string;
  /** 2xx, or 304 for a conditional request. */
  status: number;
  /** As the server sent them; the body is already decoded whatever Content-Encoding says. */
  headers: Record<string, string | string[] | undefined>;
  body: AsyncIterable<Uint8Array> & NodeJS.ReadableStream;
  contentType?: string;
  /** The announced length, when the body is not compressed. */
  contentLength?: number;
}

export interface ProbeResult {
  url: string;
  status: number;
  contentType?: string;
  contentLength?: number;
  /** At most the first 64 KiB of the decoded body. */
  head: Uint8Array;
}

const PROBE_BYTES = 64 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

type Settings = Required<Omit<SafeFetchOptions, 'signal' | 'headers' | 'allowPrivateNetworks'>>;

const settingsOf = (options: SafeFetchOptions): Settings => ({
  maxBytes: options.maxBytes ?? 2 ** 30,
  connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
  headersTimeoutMs: options.headersTimeoutMs ?? 30_000,
  idleTimeoutMs: options.idleTimeoutMs ?? 30_000,
  totalTimeoutMs: options.totalTimeoutMs ?? 600_000,
  maxRedirects: options.maxRedirects ?? 5,
  userAgent: options.userAgent ?? 'Feedline feed importer',
});

/** Private networks allowed: loopback and private ranges, never link-local (cloud metadata). */
const policyOf = (options: SafeFetchOptions): AddressPolicy =>
  options.allowPrivateNetworks ? (address) => !isLinkLocalAddress(address) : isPublicAddress;

/**
 * Fetches a URL a user typed, refusing anything but public http(s) addresses at every redirect and
 * connecting to exactly the address that was checked. Rejects with a FetchProblem (or the reason
 * of `signal`); the body fails with one too when it stalls, breaks off or grows past `maxBytes`.
 */
export function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  return fetchWith(url, options, policyOf(options));
}

/** For the "test the connection" button: the same checks, reads at most the first 64 KiB and closes. */
export function probeUrl(url: string, options: SafeFetchOptions = {}): Promise<ProbeResult> {
  return probeWith(url, options, policyOf(options));
}

/**
 * Tests only: safeFetch with another address policy, to let one local server through while checking
 * that a redirect to another is refused. `allowPrivateNetworks` is then ignored.
 */
export const safeFetchForTests =
  (isAllowedAddress: AddressPolicy) =>
  (url: string, options: SafeFetchOptions = {}) =>
    fetchWith(url, options, isAllowedAddress);

async function probeWith(url: string, options: SafeFetchOptions, isAllowed: AddressPolicy) {
  const response = await fetchWith(url, options, isAllowed);
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the body, which closes the connection.
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= PROBE_BYTES) break;
  }
  const { status, contentType, contentLength } = response;
  const head = new Uint8Array(Buffer.concat(chunks).subarray(0, PROBE_BYTES));
  return { url: response.url, status, contentType, contentLength, head };
}

async function fetchWith(
  input: string,
  options: SafeFetchOptions,
  isAllowed: AddressPolicy,
): Promise<SafeResponse> {
  const settings = settingsOf(options);
  const first = parseFeedUrl(input);
  const run = startRun(first, settings, options.signal);
  try {
    let url = first;
    let custom = options.headers ?? {};
    for (let redirects = 0; ; redirects++) {
      const addresses = await untilAborted(resolveAllowed(url, isAllowed), run.signal);
      const response = await requestOnce(url, addresses, custom, settings, run.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        if (redirects >= settings.maxRedirects) {
          throw new FetchProblem(
            'too-many-redirects',
            `${first.host} redirected more than ${settings.maxRedirects} times`,
          );
        }
        const next = parseFeedUrl(location, url);
        if (next.origin !== url.origin) custom = {};
        url = next;
        continue;
      }
      if (status !== 304 && (status < 200 || status > 299)) {
        response.destroy();
        const reason = response.statusMessage ? ` ${response.statusMessage}` : '';
        throw new FetchProblem('http-status', `${url.host} answered ${status}${reason}`, status);
      }
      return respond(url, response, settings, run);
    }
  } catch (error) {
    run.finish();
    throw error;
  }
}

interface Run {
  signal: AbortSignal;
  finish: () => void;
}

/** The deadline of the whole fetch and the caller's signal, as one signal. */
function startRun(url: URL, settings: Settings, callerSignal?: AbortSignal): Run {
  const controller = new AbortController();
  const message = `Fetching ${url.host} took longer than ${seconds(settings.totalTimeoutMs)}`;
  const deadline = setTimeout(
    () => controller.abort(new FetchProblem('timeout', message)),
    settings.totalTimeoutMs,
  );
  // Open sockets keep the process alive while the fetch runs; the deadline need not.
  deadline.unref();
  const forward = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) forward();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    finish: () => {
      clearTimeout(deadline);
      callerSignal?.removeEventListener('abort', forward);
    },
  };
}

/** DNS lookups cannot be cancelled; the fetch gives up waiting for one instead. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * One GET to `url`, connected to the checked `addresses` through our own `lookup`: no second DNS
 * query, so no rebinding between the check and the connection, while Host and SNI keep the name.
 */
function requestOnce(
  url: URL,
  addresses: LookupAddress[],
  custom: Record<string, string>,
  settings: Settings,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const [first] = addresses as [LookupAddress];
    if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const headers = { 'user-agent': settings.userAgent, 'accept-encoding': 'gzip, deflate, br' };
    const request = send(url, { headers: { ...headers, ...custom }, lookup, agent: false });
    const fail = (error: unknown) => request.destroy(error as Error);
    const failAfter = (ms: number, what: string) =>
      setTimeout(() => fail(new FetchProblem('timeout', `${what} within ${seconds(ms)}`)), ms);
    const headersTimer = failAfter(settings.headersTimeoutMs, `${url.host} did not answer`);
    let connectTimer: NodeJS.Timeout | undefined;
    request.once('socket', (socket) => {
      if (!socket.connecting) return;
      connectTimer = failAfter(settings.connectTimeoutMs, `Could not connect to ${url.host}`);
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    const onAbort = () => fail(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(headersTimer);
      clearTimeout(connectTimer);
      signal.removeEventListener('abort', onAbort);
    };
    request.once('response', (response) => {
      settle();
      resolve(response);
    });
    request.once('error', (error) => {
      settle();
      reject(connectionProblem(error, url, signal));
    });
    if (signal.aborted) onAbort();
    request.end();
  });
}

function respond(url: URL, response: IncomingMessage, settings: Settings, run: Run): SafeResponse {
  const encoding = response.headers['content-encoding']?.trim().toLowerCase();
  const announced = Number(response.headers['content-length'] ?? Number.NaN);
  // A compressed body is at least about as long as its compressed form: refuse it early too.
  if (announced > settings.maxBytes) {
    response.destroy();
    throw tooLarge(url, settings.maxBytes);
  }
  const decoder = decoderFor(encoding);
  const limit = byteLimit(url, settings.maxBytes, run.signal);
  const stages: (Readable | Transform)[] = decoder ? [response, decoder, limit] : [response, limit];
  const onAbort = () => response.destroy(run.signal.reason);
  // Destroying a stage destroys them all, and `limit`, the body, gets the reason (see byteLimit).
  pipeline(stages, () => {
    run.finish();
    run.signal.removeEventListener('abort', onAbort);
  });
  run.signal.addEventListener('abort', onAbort, { once: true });
  if (run.signal.aborted) onAbort();
  watchIdle(response, url, settings.idleTimeoutMs);
  return {
    url: url.href,
    status: response.statusCode ?? 0,
    headers: { ...response.headers },
    body: limit,
    contentType: response.headers['content-type'],
    contentLength: decoder || Number.isNaN(announced) ? undefined : announced,
  };
}

function decoderFor(encoding: string | undefined): Transform | undefined {
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  return undefined;
}

/** Counts decoded bytes, so a small compressed body cannot grow past `maxBytes` (zip bombs). */
function byteLimit(url: URL, maxBytes: number, signal: AbortSignal): Transform {
  let count = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      count += chunk.length;
      if (count > maxBytes) callback(tooLarge(url, maxBytes));
      else callback(null, chunk);
    },
    destroy(error, callback) {
      callback(error && bodyProblem(error, url, signal));
    },
  });
}

/**
 * Fails the body when the server sends nothing for `idleMs`. The clock stops while the response is
 * paused because the reader is slow: that wait is ours, not the server's.
 */
function watchIdle(response: IncomingMessage, url: URL, idleMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const stop = () => clearTimeout(timer);
  const restart = () => {
    stop();
    timer = setTimeout(
      () =>
        response.destroy(
          new FetchProblem('timeout', `${url.host} stopped sending for ${seconds(idleMs)}`),
        ),
      idleMs,
    );
  };
  // The pipe may pause the response in a 'data' listener that runs before this one.
  response.on('data', () => (response.isPaused() ? stop() : restart()));
  response.on('resume', restart).on('pause', stop);
  response.once('end', stop).once('close', stop);
  restart();
}
