import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { initialChunk } from './chunks';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * The shell starts in stages (apps/web/src/app/start, docs/adr/0030): a module of the first chunk
 * awaits a task at its top level, and every module after it in the chunk runs after that task —
 * the bundler's order, which a browser loading the modules one by one would not keep (a module
 * that does not import the stage would run beside it).
 */
it('runs the modules after a stage’s top-level await in a later task, in the entry chunk named index', async () => {
  const root = mkdtempSync(join(tmpdir(), 'feedline-chunks-'));
  dirs.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
  );
  const log = `(globalThis.stagesLog ??= [])`;
  writeFileSync(join(root, 'src/library.js'), `${log}.push('library');\nexport const one = 1;\n`);
  writeFileSync(
    join(root, 'src/stage.js'),
    `import './library.js';\n` +
      `setTimeout(() => ${log}.push('a task between'), 0);\n` +
      `await new Promise((resolve) => setTimeout(resolve, 0));\n`,
  );
  writeFileSync(join(root, 'src/app.js'), `${log}.push('app');\nexport const two = 2;\n`);
  writeFileSync(
    join(root, 'src/main.js'),
    `import './stage.js';\nimport { two } from './app.js';\n${log}.push('main ' + two);\n`,
  );
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      minify: false,
      modulePreload: { polyfill: false },
      ...initialChunk,
    },
  });
  const assets = join(root, 'dist/assets');
  const entry = readdirSync(assets).find((file) => /^index-.+\.js$/.test(file));
  expect(entry, readdirSync(assets).join(', ')).toBeDefined();

  await import(pathToFileURL(join(assets, entry!)).href);
  expect((globalThis as { stagesLog?: string[] }).stagesLog).toEqual([
    'library',
    'a task between',
    'app',
    'main 2',
  ]);
});
