// The screen's code starts in stages, a task each, as the shell's does (docs/adr/0030): the
// bundle keeps the order of the modules it joins into the first chunk, and this module's
// top-level await holds every module after it. The kept screen's paint goes first, then React's
// DOM renderer, alone.
import '@feedline/kept-screen/painted-stage';
import 'react';
import 'react-dom/client';
import { nextTask } from '@feedline/frame-bridge/when-idle';

await nextTask();
