import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBridge } from '../../../app/platform-context';

interface LinkProps {
  /** An in-app path of the shell, starting with `/`. */
  to: string;
  /** `a=1&b=2` */
  query?: string;
  children: ReactNode;
}

/** A link to another page of the shell: the shell navigates, the frame does not. */
export function InAppLink({ to, query, children }: LinkProps) {
  const bridge = useBridge();
  return (
    <Anchor component="button" type="button" onClick={() => bridge.navigate(to, query)}>
      {children}
    </Anchor>
  );
}

export function InAppButton({
  to,
  query,
  children,
  variant = 'light',
}: LinkProps & { variant?: 'light' | 'filled' | 'default' }) {
  const bridge = useBridge();
  return (
    <Button variant={variant} size="sm" onClick={() => bridge.navigate(to, query)}>
      {children}
    </Button>
  );
}
