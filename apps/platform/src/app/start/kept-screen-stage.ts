// The first stage of the screen's start (see `react-stage.ts`): where the page's first script shows
// a kept screen, the screen's code waits until that picture has been painted (at most a second).
// The frame runs in a process of its own, which lays the picture out only once the shell has given
// the frame its size (docs/adr/0031); the evaluation of the libraries that follows is one long task,
// which would otherwise come first and hold the picture back.
import { keptScreenPainted } from '@feedline/kept-screen/keep';

await keptScreenPainted();
