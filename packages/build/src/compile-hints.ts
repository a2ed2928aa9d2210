import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { INITIAL_CHUNK } from './chunks';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that starts with
 * it has every function compiled eagerly, on the thread that streams the file in, instead of
 * lazily on the main thread the first time each runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export interface CompileHintOptions {
  /**
   * Lazy chunks (by name) whose functions almost all run once they are loaded too: a screen's own
   * chunk, loaded ahead of its first render, which then runs without compiling on the main thread.
   */
  lazyChunks?: RegExp;
}

/**
 * Marks the chunk every page runs first (the entry), whose functions almost all run at start, and
 * the lazy chunks `lazyChunks` names. Written into the file once it is written, after every
 * addition of the bundler's own (its preload helper goes first), since the hint must be the file's
 * first line; before the compressed copies are made.
 */
export function compileHints({ lazyChunks }: CompileHintOptions = {}): Plugin {
  return {
    name: 'feedline-compile-hints',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle)
          .filter(
            (output) =>
              output.type === 'chunk' &&
              (output.isEntry ||
                output.name === INITIAL_CHUNK ||
                (lazyChunks !== undefined && lazyChunks.test(output.name))),
          )
          .map(async (chunk) => {
            const file = join(dir, chunk.fileName);
            const code = await readFile(file, 'utf8');
            if (!code.startsWith(COMPILE_HINT)) await writeFile(file, `${COMPILE_HINT}\n${code}`);
          }),
      );
    },
  };
}
