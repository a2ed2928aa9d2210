import { Suspense } from 'react';
import { matchRoute } from '../../../app/routes';
import type { DialogResult } from '../../../bridge/shell-bridge';
import { fakeApi, fakeBridge, renderScreen } from '../../../test/render-screen';
import type { FakeAnswer } from '../../../test/render-screen';

/** Renders the screen the address leads to, as the app does, with fake API answers. */
export function renderPath(
  address: string,
  answers: Record<string, FakeAnswer>,
  dialogAnswer?: DialogResult,
) {
  const url = new URL(address, 'https://platform.test');
  const match = matchRoute(url.pathname);
  if (!match) throw new Error(`No route for ${address}`);
  const Screen = match.route.screen;
  const { api, calls } = fakeApi(answers);
  const { bridge } = fakeBridge(dialogAnswer);
  const view = renderScreen(
    <Suspense fallback={null}>
      <Screen params={match.params} ids={match.ids} query={url.searchParams} />
    </Suspense>,
    { api, bridge },
  );
  return { ...view, calls };
}
