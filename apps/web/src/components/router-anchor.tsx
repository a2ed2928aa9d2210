import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

interface MantineAnchorProps
  extends
    Omit<AnchorProps, 'href'>,
    Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'> {
  ref?: Ref<HTMLAnchorElement>;
}

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

const CreatedAnchorLink = createLink(MantineAnchor);

/** A Mantine Anchor that is a typed router link (`to`, `params`, `search` checked). */
export const RouterAnchor: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink {...props} />
);
