import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useArrivalInTransition } from './use-arrival-in-transition';

/** Shows the value as the hook gives it, telling `record` what each render got. */
function Shown({ value, record }: { value: string | undefined; record: (shown?: string) => void }) {
  const shown = useArrivalInTransition(value);
  record(shown);
  return <p>{shown ?? 'loading'}</p>;
}

describe('a value whose arrival renders in a transition', () => {
  it('arrives in a render of its own; a change or a loss shows at once', async () => {
    const seen: Array<string | undefined> = [];
    const record = (shown?: string) => void seen.push(shown);
    const { rerender } = render(<Shown value={undefined} record={record} />);
    expect(screen.getByText('loading')).toBeTruthy();

    seen.length = 0;
    await act(async () => rerender(<Shown value="first page" record={record} />));
    // The update's own render still shows the loader; the next one, deferred, the value.
    expect(seen).toEqual([undefined, 'first page']);
    expect(screen.getByText('first page')).toBeTruthy();

    seen.length = 0;
    await act(async () => rerender(<Shown value="other page" record={record} />));
    // From the update's own render on (a deferred one after it shows the same).
    expect(new Set(seen)).toEqual(new Set(['other page']));

    seen.length = 0;
    await act(async () => rerender(<Shown value={undefined} record={record} />));
    expect(new Set(seen)).toEqual(new Set([undefined]));
    expect(screen.getByText('loading')).toBeTruthy();
  });
});
