import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormatter } from '../../../lib/format';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs of a record, as a description list; numbers in the reader's language. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  const format = useFormatter();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" m={0}>
      {facts.map((fact) => (
        <Stack key={fact.label} gap={0}>
          <Text component="dt" size="sm" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {typeof fact.value === 'number' ? format.number(fact.value) : fact.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
