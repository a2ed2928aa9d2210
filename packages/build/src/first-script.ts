import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A module of its own that the page runs before the app's entry (`name`, built from `entry`): a
 * second entry of the build, so that it shares no chunk with the app and does not wait for the
 * app's code (its modules live in a `first-script` folder, see `isFirstScript`), and the first,
 * `async` script of the page: it runs as soon as it has arrived, while the app's code still does.
 * In development the tag names the source file.
 */
export function firstScript({ name, entry }: { name: string; entry: string }): Plugin {
  let isPresent = true;
  return {
    name: 'feedline-first-script',
    config(config, { command }) {
      const root = resolve(config.root ?? process.cwd());
      // A page built with the same configuration but without that file (the bench's bare React
      // page) gets no first script.
      isPresent = existsSync(resolve(root, entry));
      if (command !== 'build' || !isPresent) return;
      return {
        build: {
          rolldownOptions: {
            input: { index: resolve(root, 'index.html'), [name]: resolve(root, entry) },
          },
        },
      };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!isPresent) return [];
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.isEntry && output.name === name,
        );
        if (context.bundle && !chunk) throw new Error(`no chunk for the first script ${name}`);
        if (chunk?.type === 'chunk' && chunk.imports.length > 0) {
          // A module it shares with the app is in the app's chunk, which it would wait for.
          throw new Error(
            `the first script ${name} imports ${chunk.imports.join(', ')}: it must import nothing the app uses`,
          );
        }
        const src = chunk ? `/${chunk.fileName}` : `/${entry}`;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
