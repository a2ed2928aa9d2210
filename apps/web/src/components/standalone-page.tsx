import { Box, Center, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** Frame for pages shown without the shell (sign-in steps, unauthorised, unverified). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="var(--mantine-color-gray-0)">
      <Center mih="100vh" p="md">
        <Paper withBorder shadow="sm" radius="md" p="xl" maw={520} w="100%">
          {children}
        </Paper>
      </Center>
    </Box>
  );
}
