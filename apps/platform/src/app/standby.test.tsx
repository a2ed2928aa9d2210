import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, fakeBridge, renderScreen } from '../test/render-screen';
import { Standby } from './standby';

describe('a frame loaded ahead (standby)', () => {
  it('lays out what screens are made of before it says it is warm, then drops it', async () => {
    const { bridge } = fakeBridge();
    const laidOutBeforeReady: boolean[] = [];
    let layoutReads = 0;
    const read = vi
      .spyOn(document.documentElement, 'getBoundingClientRect')
      .mockImplementation(() => {
        // The warm-up is in the document when its layout is asked for.
        if (document.querySelector('[data-layout-warm-up]')) layoutReads += 1;
        return new DOMRect();
      });
    vi.mocked(bridge.ready).mockImplementation(() => laidOutBeforeReady.push(layoutReads > 0));
    const { container } = renderScreen(<Standby />, { api: fakeApi({}).api, bridge });

    await waitFor(() => expect(bridge.ready).toHaveBeenCalledWith(false), { timeout: 30_000 });
    expect(laidOutBeforeReady).toEqual([true]);
    // Out of sight and out of the accessibility tree while it was there; gone afterwards.
    expect(screen.queryByText(/ABCDEFGHIJKLMNOPQRSTUVWXYZ/)).toBeNull();
    expect(container.querySelector('[data-layout-warm-up]')).toBeNull();
    read.mockRestore();
  });
});
