import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { ScreenHeading } from '../../../components/screen-heading';

export interface LegacyPageProps {
  title: string;
  /** Whose page it is: organisation, project or site. */
  context?: string;
  /** What the area is for, in a sentence or two. */
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function LegacyPage({ title, context, intro, actions, children }: LegacyPageProps) {
  return (
    <Stack p="md" gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <ScreenHeading>{title}</ScreenHeading>
          {context ? <Text c="dimmed">{context}</Text> : null}
        </Stack>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Group>
      <Text maw={760}>{intro}</Text>
      {children}
    </Stack>
  );
}

/** A titled part of a page, reachable as a region by its title. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title id={id} order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A line saying a list is empty. */
export function Empty({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
