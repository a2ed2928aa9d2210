// The first stage of each app's start (`apps/*/src/app/start/react-stage.ts`, docs/adr/0030): the
// bundle keeps the order of the modules it joins into the first chunk, and this module's top-level
// await holds every module after it — React's DOM renderer first, whose evaluation is one long
// task — until the kept screen the page's first script shows has been painted (at once where none
// is shown, at most a second). Coming first, that task held back the picture by its own length:
// the page's, and, in a frame (a process of its own, ADR 0031), the picture the frame draws once
// the page has laid it out and shown it on screen (docs/adr/0033).
import { keptScreenPainted } from './keep';

await keptScreenPainted();
