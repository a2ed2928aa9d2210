import { describe, expect, it } from 'vitest';
import { drawerHeight, drawerReducer, INITIAL_DRAWER_STATE } from './drawer-state';

describe('drawer state', () => {
  it('starts collapsed', () => {
    expect(INITIAL_DRAWER_STATE).toBe('collapsed');
  });

  it('opens, expands, shrinks and closes', () => {
    expect(drawerReducer('collapsed', { type: 'open' })).toBe('open');
    expect(drawerReducer('expanded', { type: 'open' })).toBe('expanded');
    expect(drawerReducer('open', { type: 'toggle-expanded' })).toBe('expanded');
    expect(drawerReducer('expanded', { type: 'toggle-expanded' })).toBe('open');
    expect(drawerReducer('expanded', { type: 'close' })).toBe('collapsed');
    expect(drawerReducer('open', { type: 'close' })).toBe('collapsed');
  });

  it('follows a toggle message or an explicit collapsed flag', () => {
    expect(drawerReducer('collapsed', { type: 'toggle' })).toBe('open');
    expect(drawerReducer('expanded', { type: 'toggle' })).toBe('collapsed');
    expect(drawerReducer('open', { type: 'set-collapsed', collapsed: true })).toBe('collapsed');
    expect(drawerReducer('collapsed', { type: 'set-collapsed', collapsed: false })).toBe('open');
    expect(drawerReducer('expanded', { type: 'set-collapsed', collapsed: false })).toBe('expanded');
  });

  it('is a third of the viewport high, two thirds expanded, nothing collapsed', () => {
    expect(drawerHeight('collapsed')).toBe('0px');
    expect(drawerHeight('open')).toBe('calc(100dvh / 3)');
    expect(drawerHeight('expanded')).toBe('calc(200dvh / 3)');
  });
});
