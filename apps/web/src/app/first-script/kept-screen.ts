// A script the page runs at the start of its body, before the app's code, once the styles are
// there: on a signed-in page opened again, it shows the screen this path showed the last time
// (`@feedline/kept-screen`, kept by the app in `lib/kept-screen.ts`) for the user of the stored
// token, until the app has rendered its own (docs/adr/0029). A kept page with an embedded screen
// has had that screen started in its frame by the page's inline first script (`early-frame.ts`,
// docs/adr/0036); this script puts the frame in its place in the picture, and the page takes it
// when it renders. It asks for the first screen's data with the app's code (`first-requests.ts`).
// It imports nothing the app uses (the app's chunk would be its to wait for).
import { showKeptScreen } from '@feedline/kept-screen/first-script/paint';
import { appScriptsOf, startApp } from '@feedline/kept-screen/first-script/start-app';
import { loadIntlDataInWorker } from '@feedline/i18n/first-script/intl-data';
import { startFirstRequests } from './first-requests';
import { findKeptPage, KEPT_FRAME, type EarlyFrame, type EarlyFrameScope } from './kept-page';

/**
 * `html` with its frame held by an inert element of the same attributes, where the early frame
 * takes its place: a frame in the picture would be a document of its own, whose creation makes the
 * browser lay out the whole picture at once, inside this script.
 */
function holdingFrame(html: string): string {
  return html.replace(KEPT_FRAME, '<template$1></template>');
}

/**
 * Puts the early frame in its place in the kept picture: moved (`moveBefore`), its document kept;
 * nothing else happens to the page between (no layout), so it is drawn there first.
 */
function placeEarlyFrame(early: EarlyFrame, cover: HTMLElement): boolean {
  const kept = cover.querySelector<HTMLElement>('template[data-frame-address]');
  if (!kept?.parentNode || kept.dataset.frameAddress !== early.url) return false;
  early.iframe.className = kept.className;
  const style = kept.getAttribute('style');
  if (style === null) early.iframe.removeAttribute('style');
  else early.iframe.setAttribute('style', style);
  (kept.parentNode as ParentNode & { moveBefore(node: Node, child: Node): void }).moveBefore(
    early.iframe,
    kept,
  );
  kept.remove();
  return true;
}

/** An early frame that is not in the picture: nobody takes it. */
function dropEarlyFrame(scope: EarlyFrameScope): void {
  const early = scope.__feedlineEarlyFrame;
  if (!early) return;
  scope.__feedlineEarlyFrame = undefined;
  early.stop();
  early.iframe.remove();
}

/** Shows the kept screen, if any, and returns its cover. */
function start(scope: EarlyFrameScope): HTMLElement | null {
  // What the page's inline first script found, taken once; found now if it did not run.
  const found = scope.__feedlineKeptPage;
  scope.__feedlineKeptPage = undefined;
  const { screen, frameAddress } = found ?? findKeptPage();
  // The number and date formats the page writes with, while its code loads; a page whose screen
  // is an embedded one writes none (the frame's process loads its own).
  if (!frameAddress) loadIntlDataInWorker();
  if (!screen) return null;
  const early = scope.__feedlineEarlyFrame;
  const cover = showKeptScreen(early ? { ...screen, html: holdingFrame(screen.html) } : screen);
  if (early && !placeEarlyFrame(early, cover)) dropEarlyFrame(scope);
  return cover;
}

// Read while this script runs: the build named the app's entry scripts on its tag.
const appScripts = appScriptsOf(document.currentScript);
const scope = globalThis as EarlyFrameScope;
let cover: HTMLElement | null = null;
try {
  cover = start(scope);
} catch {
  // Storage disabled or a record that does not parse: the page waits for the app.
  dropEarlyFrame(scope);
}
// The app's code is requested once the kept screen is on screen (docs/adr/0035), and the first
// screen's data with it (docs/adr/0028): nothing but the picture runs before its paint.
startApp(appScripts, cover, startFirstRequests);
