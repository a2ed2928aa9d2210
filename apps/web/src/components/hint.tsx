import { useState, type ReactNode } from 'react';
import classes from './hint.module.css';

const GAP = 8;

/**
 * A visual label beside an icon-only control, on hover and on keyboard focus; Escape hides it.
 * The control carries its own accessible name: the bubble repeats it for sighted users and is
 * hidden from assistive technology. Fixed positioning lets it leave scrolling menus. A few lines
 * instead of a floating-UI tooltip keep the shell's first chunk small (ARCHITECTURE.md §9).
 */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const show = (element: HTMLElement) => {
    const box = element.getBoundingClientRect();
    setPosition({ top: box.top + box.height / 2, left: box.right + GAP });
  };
  const hide = () => setPosition(null);

  return (
    <span
      className={classes.anchor}
      onMouseEnter={(event) => show(event.currentTarget)}
      onMouseLeave={hide}
      onFocus={(event) => show(event.currentTarget)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children}
      {position && (
        <span className={classes.bubble} style={position} aria-hidden="true" data-hint>
          {label}
        </span>
      )}
    </span>
  );
}
