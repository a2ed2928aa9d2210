// The page's very first script, inline in its head before the stylesheet (docs/adr/0036): on a
// signed-in page opened again whose kept screen holds an embedded screen, it starts that screen's
// frame at once, while the page's stylesheet and its other first scripts are still on their way
// (a round trip and their parse earlier than the blocking first script in the body could). It
// finds the page's kept screen for that script (`kept-screen.ts`), which shows it and puts the
// frame in its place; the app takes the frame when it renders
// (`features/embedded-frame/components/early-frame.ts`).
import { startEarlyFrame } from './kept-page';

try {
  startEarlyFrame();
} catch {
  // Storage disabled or a record that does not parse: the next script finds no kept screen either.
}
