import type { UserConfig } from 'vite';

/**
 * Modules in a `first-script` folder are a script of their own that the page runs before the app
 * (`firstScript`): never in the app's chunk, which they must not wait for.
 */
export const isFirstScript = (id: string): boolean => /[\\/]first-script[\\/]/.test(id);

/** The name of the chunk every page loads first (`initialChunk`'s group). */
export const INITIAL_CHUNK = 'index';

/**
 * Every module the entry imports statically goes into one chunk beside the entry, instead of the
 * dozens of small shared chunks the bundler makes by default (each a request before the first
 * paint). What the app loads lazily keeps its own chunks, and the libraries two or more of them
 * share are one chunk more, not one file per component.
 */
export const initialChunk: NonNullable<UserConfig['build']> = {
  // The first chunk is one file by design (React, Mantine, the router, the shell): about 650 kB.
  chunkSizeWarningLimit: 900,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // Named as the entry it holds (`index-….js`), whether or not the bundler names the
          // entry's chunk after its group (it does once the entry has a top-level await).
          {
            name: INITIAL_CHUNK,
            tags: ['$initial'],
            test: (id) => !isFirstScript(id),
            priority: 2,
          },
          // The HTML sanitiser on its own: the announcements above the fold wait for it (beside
          // their request), not for the popovers and focus traps of the libraries' chunk.
          { name: 'sanitizer', test: /node_modules[\\/]dompurify[\\/]/, priority: 3 },
          { name: 'lazy-libraries', test: /node_modules/, minShareCount: 2, priority: 1 },
        ],
      },
    },
  },
};
