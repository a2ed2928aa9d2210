import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, expect, it } from 'vitest';
import { compileHints } from './compile-hints';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('starts the entry chunk, and its compressed copies, with V8’s eager-compile hint; lazy chunks stay lazy', async () => {
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
    `${filler}document.body.append(words);\nimport('./later.js').then((m) => m.show());\n`,
  );
  writeFileSync(
    join(root, 'src/later.js'),
    `${filler}export function show() { console.log(words); }\n`,
  );

  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [compileHints(), precompress()],
    build: { outDir: 'dist', emptyOutDir: true },
  });

  const assets = join(root, 'dist/assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const entry = scripts.find((file) => file.startsWith('index-'));
  const lazy = scripts.find((file) => file.startsWith('later-'));
  expect(entry && lazy).toBeTruthy();
  const hint = '//# allFunctionsCalledOnLoad\n';
  expect(readFileSync(join(assets, entry!), 'utf8').startsWith(hint)).toBe(true);
  expect(brotliDecompressSync(readFileSync(join(assets, `${entry}.br`))).toString()).toBe(
    readFileSync(join(assets, entry!), 'utf8'),
  );
  expect(readFileSync(join(assets, lazy!), 'utf8')).not.toContain('allFunctionsCalledOnLoad');
}, 60_000);
