// Relative: Vite loads its config with Node, which does not run the package's TypeScript.
import { initialChunk } from '../../packages/build/src/chunks.ts';
import { compileHints } from '../../packages/build/src/compile-hints.ts';
import { firstScript } from '../../packages/build/src/first-script.ts';
import { mantineStylesInUse } from '../../packages/build/src/mantine-styles.ts';
import { precompress } from '../../packages/build/src/precompress.ts';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** `npm run dev`: the shell's and the API's dev servers, which the API would write into the page. */
const DEV_SHELL_ORIGIN = process.env.DEV_SHELL_URL ?? 'http://localhost:5173';
const DEV_API = `${process.env.FEEDLINE_API_ORIGIN ?? 'http://localhost:3000'}/api`;

/** In development the API does not serve index.html, so the dev server writes the configuration. */
function devConfig(): Plugin {
  return {
    name: 'feedline-platform-dev-config',
    apply: 'serve',
    transformIndexHtml: () => [
      {
        tag: 'script',
        attrs: { id: 'feedline-platform-config', type: 'application/json' },
        children: JSON.stringify({ shellOrigin: DEV_SHELL_ORIGIN, api: DEV_API }),
        injectTo: 'head',
      },
    ],
  };
}

export default defineConfig({
  plugins: [
    react(),
    devConfig(),
    // In a frame loaded for a kept page, shows the screen it kept until it has content (docs/adr/0029).
    firstScript({
      name: 'kept-screen',
      entry: 'src/app/first-script/kept-screen.ts',
      blocking: true,
      // The app's code is requested once that screen is on screen (docs/adr/0035).
      startsApp: true,
    }),
    // Mantine's stylesheet without the rules of components the app never renders (docs/adr/0025).
    mantineStylesInUse(),
    // The screens' chunks: a frame loaded ahead loads them before any of them is opened.
    compileHints({ lazyChunks: /-screen$/ }),
    precompress(),
  ],
  build: { outDir: 'dist', emptyOutDir: true, ...initialChunk },
  // 3001 is where the API serves the built screens; the dev server stays clear of it.
  server: { port: 5174, strictPort: true },
});
