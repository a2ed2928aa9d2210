import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTracker, track } from './tracker';

afterEach(() => setTracker(undefined));

describe('tracker', () => {
  it('is a no-op while customer success is off', () => {
    expect(() => track('Opens the image designer')).not.toThrow();
  });

  it('forwards events to the registered adapter until it is removed', () => {
    const adapter = vi.fn();
    setTracker(adapter);
    track('Opens the image designer');
    expect(adapter).toHaveBeenCalledWith('Opens the image designer');
    setTracker(undefined);
    track('again');
    expect(adapter).toHaveBeenCalledTimes(1);
  });
});
