// Relative: Vite loads its config with Node, which does not run the package's TypeScript.
import { appShellScrollClass } from '../../packages/build/src/app-shell-scroll-class.ts';
import { initialChunk } from '../../packages/build/src/chunks.ts';
import { compileHints } from '../../packages/build/src/compile-hints.ts';
import { firstScript } from '../../packages/build/src/first-script.ts';
import { mantineStylesInUse } from '../../packages/build/src/mantine-styles.ts';
import { precompress } from '../../packages/build/src/precompress.ts';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API (and its identity server) in development; `npm start` serves the built shell itself. */
const API_ORIGIN = process.env.FEEDLINE_API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies of every text asset, served as they are (ARCHITECTURE.md §9).
  plugins: [
    react(),
    // A kept page's embedded screen, started from the head (docs/adr/0036).
    firstScript({
      name: 'early-frame',
      entry: 'src/app/first-script/early-frame.ts',
      inline: true,
    }),
    // Shows the screen this path showed the last time until the app has rendered (docs/adr/0029).
    firstScript({
      name: 'kept-screen',
      entry: 'src/app/first-script/kept-screen.ts',
      blocking: true,
      // The app's code is requested once that screen is on screen (docs/adr/0035).
      startsApp: true,
    }),
    // Mantine's stylesheet without the rules of components the app never renders (docs/adr/0025).
    mantineStylesInUse(),
    // The AppShell's header names a class of the modals' scroll lock, not the whole library.
    appShellScrollClass(),
    compileHints(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    ...initialChunk,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      // The realtime server only accepts the shell's public origin.
      '/realtime': { target: API_ORIGIN, ws: true, headers: { origin: API_ORIGIN } },
    },
  },
});
