import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { initialChunk } from './chunks';
import { compileHints } from './compile-hints';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Builds an entry that imports `later-screen.js` and `later.js` lazily; returns its assets. `asApps`:
 * split and started as the apps are (`initialChunk`, a stage's top-level await, a first script).
 */
async function buildFixture(plugin: ReturnType<typeof compileHints>, asApps = false) {
  const root = mkdtempSync(join(tmpdir(), 'feedline-compile-hints-'));
  dirs.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
  );
  const filler = `export const words = ${JSON.stringify('feed '.repeat(500))};\n`;
  writeFileSync(
    join(root, 'src/main.js'),
    (asApps ? `await new Promise((resolve) => setTimeout(resolve, 0));\n` : '') +
      `${filler}document.body.append(words);\n` +
      `import('./later.js').then((m) => m.show());\n` +
      `import('./later-screen.js').then((m) => m.show());\n`,
  );
  writeFileSync(join(root, 'src/first.js'), `console.log('first');\n`);
  for (const name of ['later', 'later-screen']) {
    writeFileSync(
      join(root, `src/${name}.js`),
      `${filler}export function show() { console.log('${name}', words); }\n`,
    );
  }
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [plugin, precompress()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      ...(asApps ? initialChunk : {}),
      ...(asApps && {
        rolldownOptions: {
          ...initialChunk.rolldownOptions,
          input: { index: join(root, 'index.html'), 'first-requests': join(root, 'src/first.js') },
        },
      }),
    },
  });
  const assets = join(root, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const read = (prefix: string) => {
    const file = scripts.find((name) => name.startsWith(prefix));
    if (!file) throw new Error(`no chunk ${prefix}*`);
    return { file, code: readFileSync(join(assets, file), 'utf8'), path: join(assets, file) };
  };
  return { entry: read('index-'), lazy: read('later-'), screen: read('later-screen-') };
}

const HINT = '//# allFunctionsCalledOnLoad\n';

it('starts the entry chunk, and its compressed copies, with V8’s eager-compile hint; lazy chunks stay lazy', async () => {
  const { entry, lazy, screen } = await buildFixture(compileHints());
  expect(entry.code.startsWith(HINT)).toBe(true);
  expect(brotliDecompressSync(readFileSync(`${entry.path}.br`)).toString()).toBe(entry.code);
  expect(lazy.code).not.toContain('allFunctionsCalledOnLoad');
  expect(screen.code).not.toContain('allFunctionsCalledOnLoad');
}, 60_000);

it('also starts the lazy chunks it is told of with the hint, and only those', async () => {
  const { entry, lazy, screen } = await buildFixture(compileHints({ lazyChunks: /-screen$/ }));
  expect(entry.code.startsWith(HINT)).toBe(true);
  expect(screen.code.startsWith(HINT)).toBe(true);
  expect(brotliDecompressSync(readFileSync(`${screen.path}.br`)).toString()).toBe(screen.code);
  expect(lazy.code).not.toContain('allFunctionsCalledOnLoad');
}, 60_000);

it('starts the apps’ first chunk with the hint, split and started as the apps are', async () => {
  const { entry, lazy } = await buildFixture(compileHints(), true);
  expect(entry.code.startsWith(HINT)).toBe(true);
  expect(lazy.code).not.toContain('allFunctionsCalledOnLoad');
}, 60_000);
