/** Spec §4: the drawer is collapsed (default), open or expanded. */
export type DrawerState = 'collapsed' | 'open' | 'expanded';

export const INITIAL_DRAWER_STATE: DrawerState = 'collapsed';

export type DrawerAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle-expanded' }
  /** A window message without a flag: open when collapsed, collapse otherwise. */
  | { type: 'toggle' }
  /** A window message with an explicit collapsed flag. */
  | { type: 'set-collapsed'; collapsed: boolean };

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'open':
      return state === 'collapsed' ? 'open' : state;
    case 'close':
      return 'collapsed';
    case 'toggle-expanded':
      return state === 'expanded' ? 'open' : 'expanded';
    case 'toggle':
      return state === 'collapsed' ? 'open' : 'collapsed';
    case 'set-collapsed':
      return action.collapsed ? 'collapsed' : state === 'collapsed' ? 'open' : state;
  }
}

/** Spec §2.6, §9: a third of the viewport, two thirds expanded, nothing collapsed. */
export function drawerHeight(state: DrawerState): string {
  if (state === 'collapsed') return '0px';
  return state === 'expanded' ? 'calc(200dvh / 3)' : 'calc(100dvh / 3)';
}
