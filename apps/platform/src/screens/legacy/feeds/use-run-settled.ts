import type { FeedRun } from '@feedline/contracts';
import { useEffect, useRef } from 'react';
import { isRunOpen } from './model/feed-runs';

/** Calls `onSettled` when a run seen open is seen ended (its results are then worth reading). */
export function useRunSettled(runs: readonly FeedRun[] | undefined, onSettled: () => void) {
  const open = useRef(new Set<number>());
  const callback = useRef(onSettled);
  useEffect(() => {
    callback.current = onSettled;
  });
  useEffect(() => {
    if (!runs) return;
    let hasSettled = false;
    for (const run of runs) {
      if (isRunOpen(run)) open.current.add(run.id);
      else if (open.current.delete(run.id)) hasSettled = true;
    }
    if (hasSettled) callback.current();
  }, [runs]);
}
