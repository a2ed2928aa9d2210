import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text assets worth compressing; images and fonts are compressed formats already. HTML is left
 * out: the server writes its runtime configuration into index.html and compresses that itself.
 */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.map']);

/** Below this a compressed copy saves less than its own headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  raw: number;
  br?: number;
  gzip?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Brotli (quality 11) and gzip (level 9) of one file's bytes. */
export async function compressBoth(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Writes `name.br` and `name.gz` beside every text file of `dir` that is at least
 * MIN_COMPRESS_BYTES and gets smaller, so that a static server sends them as they are
 * (`@fastify/static` with `preCompressed`, nginx `gzip_static` / `brotli_static`).
 */
export async function precompressDirectory(dir: string): Promise<PrecompressedFile[]> {
  const done: PrecompressedFile[] = [];
  for (const file of await filesUnder(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(file))) continue;
    if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    const bytes = await readFile(file);
    const compressed = await compressBoth(bytes);
    const entry: PrecompressedFile = { file, raw: bytes.length };
    if (compressed.br.length < bytes.length) {
      await writeFile(`${file}.br`, compressed.br);
      entry.br = compressed.br.length;
    }
    if (compressed.gzip.length < bytes.length) {
      await writeFile(`${file}.gz`, compressed.gzip);
      entry.gzip = compressed.gzip.length;
    }
    done.push(entry);
  }
  return done;
}

/** Vite plugin: precompresses the build output once it is written (production builds only). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'feedline-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build wrote nothing: its own error is the one to report.
      if (error) return;
      await precompressDirectory(outDir);
    },
  };
}
