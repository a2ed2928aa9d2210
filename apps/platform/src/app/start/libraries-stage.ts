// The second stage of the screen's start (see `react-stage.ts`): the other libraries of the first
// chunk; the screen's own modules come after it, in a task of their own.
import './react-stage';
import '@mantine/core';
import '@tanstack/react-query';
import 'i18next';
import 'react-i18next';
import { nextTask } from '@feedline/frame-bridge/when-idle';

await nextTask();
