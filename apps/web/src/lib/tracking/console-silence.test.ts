import { describe, expect, it, vi } from 'vitest';
import { SILENCED_CONSOLE_METHODS, silenceConsole } from './console-silence';

type Method = (typeof SILENCED_CONSOLE_METHODS)[number];

function fakeConsole() {
  return Object.fromEntries(
    SILENCED_CONSOLE_METHODS.map((method) => [method, vi.fn<(...data: unknown[]) => void>()]),
  ) as unknown as Record<Method, (...data: unknown[]) => void>;
}

describe('console output (spec §9)', () => {
  it('is silenced unless the debug setting is on', () => {
    const target = fakeConsole();
    const originals = { ...target };
    expect(silenceConsole({ debug: false }, target)).toBe(true);
    for (const method of SILENCED_CONSOLE_METHODS) {
      target[method]('hello');
      expect(originals[method]).not.toHaveBeenCalled();
    }
  });

  it('is left alone with debug on', () => {
    const target = fakeConsole();
    const originals = { ...target };
    expect(silenceConsole({ debug: true }, target)).toBe(false);
    target.error('boom');
    expect(originals.error).toHaveBeenCalledWith('boom');
  });

  it('covers log, info, debug, warn and error', () => {
    expect(SILENCED_CONSOLE_METHODS).toEqual(
      expect.arrayContaining(['log', 'info', 'debug', 'warn', 'error']),
    );
  });
});
