import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Each test is the start of an app: the first-render state is the module's own. */
async function load() {
  vi.resetModules();
  const { SlicedFirstRender } = await import('./sliced-first-render');
  const firstRender = await import('../lib/first-render');
  return { SlicedFirstRender, ...firstRender };
}

/** Records, at the commit it belongs to, whether the page was in the document then. */
function CommitProbe({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(document.body.textContent?.includes('The page') ?? false);
  });
  return null;
}

describe('SlicedFirstRender', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the first page in a later commit (a transition), then every page at once', async () => {
    const { SlicedFirstRender } = await load();
    const seen: boolean[] = [];
    const first = render(
      <>
        <CommitProbe seen={seen} />
        <SlicedFirstRender>
          <p>The page</p>
        </SlicedFirstRender>
      </>,
    );
    expect(await screen.findByText('The page')).toBeInTheDocument();
    // Its first commit had no page: React rendered it in a transition, in slices.
    expect(seen[0]).toBe(false);
    first.unmount();

    seen.length = 0;
    render(
      <>
        <SlicedFirstRender>
          <p>The page</p>
        </SlicedFirstRender>
        <CommitProbe seen={seen} />
      </>,
    );
    expect(seen[0]).toBe(true);
  });

  it('runs what waits for the first screen once the page is in the document', async () => {
    const { SlicedFirstRender, afterFirstRender } = await load();
    const sawPage: boolean[] = [];
    const wait = () => sawPage.push(screen.queryByText('The page') !== null);
    render(
      <SlicedFirstRender>
        <p>The page</p>
      </SlicedFirstRender>,
    );
    afterFirstRender(wait);
    await screen.findByText('The page');
    expect(sawPage).toEqual([true]);
    // Afterwards nothing waits.
    afterFirstRender(wait);
    expect(sawPage).toEqual([true, true]);
  });

  it('runs what waits at once when no page is rendered in slices (sign-in, an error page)', async () => {
    const { afterFirstRender } = await load();
    const calls: string[] = [];
    afterFirstRender(() => calls.push('released'));
    expect(calls).toEqual(['released']);
  });
});
