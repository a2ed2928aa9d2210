import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { rolldown } from 'rolldown';
import type { HtmlTagDescriptor, IndexHtmlTransformResult, Plugin } from 'vite';

export interface FirstScriptOptions {
  /** The chunk's name. */
  name: string;
  /** Its source, from the page's root. */
  entry: string;
  /**
   * A classic script at the start of the body, which the parser waits for (after the styles, as
   * for every such script): what it does is on the page's first paint. It is wrapped in a function
   * of its own, so that nothing of it is global. Otherwise: an `async` module in the head.
   */
  blocking?: boolean;
  /**
   * A `blocking` script that starts the app: the app's entry scripts are taken out of the page's
   * head and named on this script's tag instead (`data-app-scripts`), which adds them to the page
   * (`@feedline/kept-screen/first-script/start-app`, docs/adr/0035). In development the page keeps
   * its own entry tag.
   */
  startsApp?: boolean;
  /**
   * A classic script written into the page's head, before its first stylesheet (which a script
   * after it would wait for) and after what the head says before that (the page's configuration):
   * it runs while the page's files are on their way, without a request of its own. Bundled on its
   * own (nothing of it is shared with another script) and wrapped in a function. The server allows
   * it by its hash (the API's `inlineScriptHashes`). In development, a module at the same place.
   */
  inline?: boolean;
}

/** Where an `inline` first script goes: before the head's first stylesheet, else at its end. */
const FIRST_STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>|<\/head>/;

/** `source` bundled on its own into one classic script, minified and wrapped in a function. */
async function inlineScriptCode(source: string): Promise<string> {
  const bundle = await rolldown({ input: source, platform: 'browser', logLevel: 'silent' });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const code = output[0].code.trim();
    // In an HTML `<script>` element, this would end it (or start a comment the parser looks into).
    if (/<\/script|<!--/i.test(code)) throw new Error(`${source} cannot be inlined in a page`);
    return code;
  } finally {
    await bundle.close();
  }
}

/** `html` with `tag` before its first stylesheet (see {@link FirstScriptOptions.inline}). */
function beforeFirstStylesheet(html: string, tag: string): string {
  return html.replace(FIRST_STYLESHEET, (found) => `${tag}\n    ${found}`);
}

/** The app's entry scripts as Vite writes them into the built page (not the `async` first ones). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/**
 * A module of its own that the page runs before the app's entry (`name`, built from `entry`): an
 * entry of the build of its own, so that it shares no chunk with the app and does not wait for the
 * app's code (its modules live in a `first-script` folder, see `isFirstScript`). By default the
 * page's first, `async` script: it runs as soon as it has arrived, while the app's code still
 * does; or `blocking`. In development the tag names the source file.
 */
export function firstScript({
  name,
  entry,
  blocking = false,
  startsApp = false,
  inline = false,
}: FirstScriptOptions): Plugin {
  if (startsApp && !blocking) throw new Error(`the first script ${name} starts the app: it blocks`);
  if (inline && (blocking || startsApp)) throw new Error(`the first script ${name} is inline`);
  let isPresent = true;
  let root = process.cwd();
  return {
    name: `feedline-first-script-${name}`,
    config(config, { command }) {
      root = resolve(config.root ?? process.cwd());
      // A page built with the same configuration but without that file (the bench's bare React
      // page) gets no first script.
      isPresent = existsSync(resolve(root, entry));
      if (command !== 'build' || !isPresent || inline) return;
      return {
        build: {
          rolldownOptions: {
            input: { index: resolve(root, 'index.html'), [name]: resolve(root, entry) },
          },
        },
      };
    },
    renderChunk(code, chunk) {
      if (!blocking || !chunk.isEntry || chunk.name !== name) return null;
      // A classic script's top-level names would be the page's globals.
      return { code: `(function(){${code}\n})();\n`, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context): Promise<IndexHtmlTransformResult> {
        if (!isPresent) return [];
        if (inline) {
          const tag = context.bundle
            ? `<script>${await inlineScriptCode(resolve(root, entry))}</script>`
            : `<script type="module" src="/${entry}"></script>`;
          return beforeFirstStylesheet(html, tag);
        }
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
        if (blocking) {
          // In development the source is a module (Vite serves TypeScript only as one).
          const attrs: Record<string, string> = chunk ? { src } : { type: 'module', src };
          const tag: HtmlTagDescriptor = { tag: 'script', attrs, injectTo: 'body-prepend' };
          if (!startsApp || !context.bundle) return [tag];
          const entries = [...html.matchAll(ENTRY_SCRIPT)];
          const sources = entries.map((match) => match[1]!);
          if (
            sources.length === 0 ||
            sources.some((source) => !context.bundle?.[source.slice(1)])
          ) {
            throw new Error(`the first script ${name} finds no entry script of the app to start`);
          }
          attrs['data-app-scripts'] = sources.join(' ');
          return {
            html: entries.reduce((page, match) => page.replace(match[0], ''), html),
            tags: [tag],
          };
        }
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
