// A script the screen's page runs at the start of its body, before the app's code, once the
// styles are there: in a frame the shell's first script loaded for a kept page (its name says for
// whom), it shows the screen this address showed that user the last time (`@feedline/kept-screen`,
// kept by `app/keep-screens.ts`) until the screen has content of its own (docs/adr/0029). Frames
// the shell's app loads have no such name: they show nothing kept. It imports nothing the app uses;
// its key name is `app/keep-screens.ts`'s (a test runs one against the other).
import { FRAME_USER_PREFIX, paintKeptScreen } from '@feedline/kept-screen/first-script/paint';
import { appScriptsOf, startApp } from '@feedline/kept-screen/first-script/start-app';
import { loadIntlDataInWorker } from '@feedline/i18n/first-script/intl-data';

const KEY = 'feedline.kept-screens';

// Read while this script runs: the build named the app's entry scripts on its tag.
const appScripts = appScriptsOf(document.currentScript);
let cover: HTMLElement | null = null;
try {
  const name = window.name;
  cover = paintKeptScreen({
    key: KEY,
    // Shown once the shell has given this frame its width, if it has not yet when this runs.
    user: name.startsWith(FRAME_USER_PREFIX) ? name.slice(FRAME_USER_PREFIX.length) : undefined,
  });
} catch {
  // Storage disabled or a record that does not parse: the screen waits for the app.
}
// The screen's code is requested once its kept picture is on screen (docs/adr/0035), and the
// number and date formats the screens write with are loaded while it arrives (docs/adr/0034).
startApp(appScripts, cover, loadIntlDataInWorker);
