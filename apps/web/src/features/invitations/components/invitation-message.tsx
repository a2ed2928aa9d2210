import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled message of the user area, with what the person can do next. */
export function InvitationMessage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: { label: string; onClick: () => void } | undefined;
}) {
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text>{children}</Text>
      {action ? (
        <Button onClick={action.onClick} mt="sm" style={{ alignSelf: 'flex-start' }}>
          {action.label}
        </Button>
      ) : null}
    </Stack>
  );
}
