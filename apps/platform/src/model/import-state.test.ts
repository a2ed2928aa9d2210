import { describe, expect, it } from 'vitest';
import { importStateColour, isImportState } from './import-state';

describe('import states', () => {
  it('names the states the server writes and colours the others grey', () => {
    expect(isImportState('running')).toBe(true);
    expect(isImportState('paused')).toBe(false);
    expect(importStateColour('finished')).toBe('green');
    expect(importStateColour('failed')).toBe('red');
    expect(importStateColour('running')).toBe('blue');
    expect(importStateColour('idle')).toBe('gray');
    expect(importStateColour('paused')).toBe('gray');
  });
});
