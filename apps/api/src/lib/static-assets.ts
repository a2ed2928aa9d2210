import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Hashed file names never change content: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, unhashed files) is revalidated on every use. */
export const REVALIDATE = 'no-cache';

/**
 * Serves a Vite build folder: its `assets/` (hashed) immutable, anything else revalidated, and the
 * brotli or gzip copy the build wrote beside a file (`packages/build`) when the browser accepts it,
 * with `Content-Encoding` and `Vary: Accept-Encoding`. index.html is never served from disk: the
 * caller sends it with its runtime configuration (`htmlResponder`).
 */
export async function serveBuildFolder(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (path) => !path.startsWith('/index.html'),
    setHeaders(reply, path) {
      const relative = path.slice(root.length).split('\\').join('/');
      reply.header('cache-control', relative.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
}

/** A classic script written into a page (no attribute: not a module, not a data block). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** The code of the inline scripts of a built page (`packages/build` firstScript `inline`). */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => match[1]!);
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow the inline scripts of the page a
 * build folder's index.html is, and nothing else inline; none where the folder has no page.
 */
export function inlineScriptHashes(buildFolder: string): string[] {
  const page = join(buildFolder, 'index.html');
  if (!existsSync(page)) return [];
  return inlineScriptsOf(readFileSync(page, 'utf8')).map(
    (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

type Encoding = 'br' | 'gzip';
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer with: br or gzip when the request accepts it, else none. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && header ? negotiator.negotiate(header.toLowerCase()) : null;
}

/**
 * One HTML page, compressed once when the process starts (brotli and gzip), sent in the encoding
 * the browser accepts and revalidated on every use.
 */
export function htmlResponder(html: string) {
  const bodies: Record<Encoding | 'identity', Buffer> = {
    identity: Buffer.from(html, 'utf8'),
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: 9 }),
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const encoding = acceptedEncoding(request);
    reply
      .header('cache-control', REVALIDATE)
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bodies[encoding ?? 'identity']);
  };
}
