import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterEach, expect, it } from 'vitest';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Each app imports the stage for its side effect alone (`apps/*\/src/app/start/react-stage.ts`):
 * the package says that module has one, or the bundler would leave it out of the app's chunk and
 * React's DOM renderer would be evaluated before the kept screen is painted (docs/adr/0033).
 */
it('is kept in an app’s bundle, and holds the modules after it until the kept screen is painted', async () => {
  // In the repository, so that the package resolves as the apps resolve it.
  const root = mkdtempSync(join(resolve(import.meta.dirname, '..'), '.build-test-'));
  dirs.push(root);
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><script type="module" src="/src/main.js"></script></body></html>',
  );
  writeFileSync(
    join(root, 'src/main.js'),
    `import '@feedline/kept-screen/painted-stage';\nglobalThis.paintedStageLog.push('app');\n`,
  );
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    build: { outDir: 'dist', emptyOutDir: true, minify: false, modulePreload: { polyfill: false } },
  });
  const assets = join(root, 'dist/assets');
  const entry = readdirSync(assets).find((file) => /^index-.+\.js$/.test(file));
  expect(entry, readdirSync(assets).join(', ')).toBeDefined();

  // A page whose first script has drawn its kept screen: the paint follows the next animation frame.
  const log: string[] = [];
  const scope = globalThis as Record<string, unknown>;
  const cover = { isConnected: true, style: { display: '', visibility: '' } };
  Object.assign(scope, {
    paintedStageLog: log,
    document: { getElementById: (id: string) => (id === 'feedline-kept-screen' ? cover : null) },
    window: {
      setTimeout,
      clearTimeout,
      requestAnimationFrame: (callback: () => void) => {
        log.push('animation frame');
        return setTimeout(callback, 0);
      },
      cancelAnimationFrame: clearTimeout,
    },
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
  });
  try {
    await import(pathToFileURL(join(assets, entry!)).href);
    expect(log).toEqual(['animation frame', 'app']);
  } finally {
    for (const name of ['paintedStageLog', 'document', 'window', 'MutationObserver']) {
      delete scope[name];
    }
  }
});
