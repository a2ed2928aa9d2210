import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { initialChunk } from './chunks';
import { firstScript } from './first-script';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A page whose app uses `src/shared.js`, and a first script with `firstSource`. */
function fixture(
  firstSource: string,
  options: { blocking?: boolean; startsApp?: boolean; inline?: boolean } = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'feedline-first-script-'));
  dirs.push(root);
  mkdirSync(join(root, 'src/first-script'), { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><head><title>t</title><script id="config" type="application/json">{}</script>' +
      '<link rel="stylesheet" href="/src/page.css"></head>' +
      '<body><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(join(root, 'src/page.css'), 'body { color: navy }\n');
  writeFileSync(join(root, 'src/shared.js'), 'export const key = "feedline.first";\n');
  writeFileSync(
    join(root, 'src/main.js'),
    `import { key } from './shared.js';\nexport const words = ${JSON.stringify('feed '.repeat(500))};\ndocument.body.append(key, words);\n`,
  );
  writeFileSync(join(root, 'src/first-script/first.js'), firstSource);
  return {
    root,
    build: () =>
      build({
        root,
        logLevel: 'silent',
        configFile: false,
        plugins: [firstScript({ name: 'first', entry: 'src/first-script/first.js', ...options })],
        build: { outDir: 'dist', emptyOutDir: true, ...initialChunk },
      }),
  };
}

it('builds the first script alone, and the page loads it first, without waiting for the app', async () => {
  const { root, build: run } = fixture(
    'globalThis.first = localStorage.getItem("feedline.first");\n',
  );
  await run();

  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="\/(assets\/[^"]+)"[^>]*>/g)];
  expect(scripts.map(([tag]) => /\basync\b/.test(tag))).toEqual([true, false]);
  const [first, app] = scripts.map(([, file]) => readFileSync(join(root, 'dist', file!), 'utf8'));
  expect(first).toContain('localStorage.getItem');
  // Nothing of the app's chunk: no import at all.
  expect(first).not.toMatch(/\bimport\b/);
  expect(app).toContain('feed feed');
}, 60_000);

it('refuses a first script that imports what the app uses (it would wait for the app’s chunk)', async () => {
  const { build: run } = fixture(
    "import { key } from '../shared.js';\nglobalThis.first = localStorage.getItem(key);\n",
  );
  await expect(run()).rejects.toThrow(/must import nothing the app uses/);
}, 60_000);

it('builds a blocking first script as a classic script at the start of the body, with no global names', async () => {
  const { root, build: run } = fixture(
    'const kept = localStorage.getItem("feedline.first");\nif (kept) document.body.append(kept);\n',
    { blocking: true },
  );
  await run();

  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const body = html.slice(html.indexOf('<body>'));
  const tag = /<script[^>]*src="\/(assets\/first-[^"]+)"[^>]*><\/script>/.exec(html);
  // The body's first element: the parser runs it (after the styles) before it reads the rest.
  expect(body.replace('<body>', '').trimStart().startsWith(tag![0])).toBe(true);
  expect(tag![0]).not.toMatch(/type="module"|\basync\b|\bdefer\b/);
  const code = readFileSync(join(root, 'dist', tag![1]!), 'utf8');
  expect(code).not.toMatch(/\b(import|export)\b/);
  // Wrapped in a function of its own: what it declares is not the page's global.
  expect(code.trimStart()).toMatch(/^(\/\/[^\n]*\n)*\(function\(\)\{/);
  const appended: unknown[] = [];
  new Function('localStorage', 'document', code)(
    { getItem: () => 'kept screen' },
    { body: { append: (value: unknown) => appended.push(value) } },
  );
  expect(appended).toEqual(['kept screen']);
}, 60_000);

it('takes the app’s entry out of the page for a first script that starts the app, and names it on that script’s tag', async () => {
  const { root, build: run } = fixture(
    'const sources = document.currentScript.getAttribute("data-app-scripts").split(" ");\n' +
      'for (const src of sources) document.head.append(src);\n',
    { blocking: true, startsApp: true },
  );
  await run();

  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  // The page asks for nothing of the app by itself: neither a module tag nor a preload.
  expect(html).not.toMatch(/type="module"|modulepreload/);
  const tag = /<script src="\/assets\/first-[^"]+" data-app-scripts="([^"]+)"><\/script>/.exec(
    html,
  );
  const sources = tag![1]!.split(' ');
  expect(sources.length).toBeGreaterThan(0);
  // Each is a file of the build, and the app's code is among them.
  const files = sources.map((source) => readFileSync(join(root, 'dist', source), 'utf8'));
  expect(files.some((code) => code.includes('feed feed'))).toBe(true);
}, 60_000);

it('refuses to start the app from a first script the parser does not wait for', () => {
  expect(() =>
    firstScript({ name: 'first', entry: 'src/first-script/first.js', startsApp: true }),
  ).toThrow(/blocks/);
});

it('writes an inline first script into the head, before the stylesheet, bundled alone and wrapped', async () => {
  const { root, build: run } = fixture(
    "import { key } from '../shared.js';\n" +
      'const kept = localStorage.getItem(key);\nif (kept) document.documentElement.append(kept);\n',
    { inline: true },
  );
  await run();

  const html = readFileSync(join(root, 'dist/index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const inline = /<script>([\s\S]*?)<\/script>/.exec(head);
  // After the page's configuration, before the stylesheet a script after it would wait for.
  expect(head.indexOf('id="config"')).toBeLessThan(inline!.index);
  expect(inline!.index).toBeLessThan(head.search(/<link[^>]*rel="stylesheet"/));
  // No file of its own; what it imports is in it (a module of the app's too, not shared).
  expect(html).not.toMatch(/src="\/assets\/first-/);
  const code = inline![1]!;
  expect(code).toContain('feedline.first');
  expect(code).not.toMatch(/\b(import|export)\b/);
  expect(code).toMatch(/^\(function\(\)\{/);
  const appended: unknown[] = [];
  new Function('localStorage', 'document', code)(
    { getItem: (key: string) => `kept under ${key}` },
    { documentElement: { append: (value: unknown) => appended.push(value) } },
  );
  expect(appended).toEqual(['kept under feedline.first']);
}, 60_000);

it('refuses to inline a script the page’s parser would read as markup', async () => {
  const { build: run } = fixture('document.body.append("<!-- a comment");\n', { inline: true });
  await expect(run()).rejects.toThrow(/cannot be inlined/);
}, 60_000);
