// The yardstick of the browser budgets: a React 19 page that renders one heading, built with the
// shell's own Vite config (the same toolchain, plugins and compression).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'vite';
import { ROOT } from './bench-server';

/**
 * Writes `files` (path in `work` → content) and builds the page they make with the shell's Vite
 * config into `work/dist`, which it returns: a budget's page, built as the shell is.
 */
export async function buildWithShellConfig(
  work: string,
  files: Record<string, string>,
): Promise<string> {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), content);
  }
  const outDir = join(work, 'dist');
  await build({
    configFile: join(ROOT, 'apps/web/vite.config.ts'),
    root: work,
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

/** Writes the bare page's sources into `work` and builds them into `work/dist`, which it returns. */
export function buildBareReactPage(work: string): Promise<string> {
  return buildWithShellConfig(work, {
    'index.html':
      '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Hello</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    'src/main.tsx':
      "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
  });
}
