import { Badge, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useLayoutEffect } from 'react';

// Not text anyone reads: glyphs of the screens' faces, to be shaped once.
const GLYPHS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789 .,:;–()%/';

/** Brings the document's layout up to date now (reading a box does). */
function layOutNow(): void {
  document.documentElement.getBoundingClientRect();
}

/**
 * What the screens are made of (headings, text in each weight, badges, a table, a bordered
 * section), laid out once, out of sight, in a frame loaded ahead: a renderer's first layout of
 * text opens and shapes the fonts and resolves the components' styles, which made the first layout
 * of a screen opened in that frame several times slower than the next one, and that layout falls
 * between the page taking the frame and the screen's first paint in it (docs/adr/0027).
 */
export function LayoutWarmUp({ onDone }: { onDone: () => void }) {
  useLayoutEffect(() => {
    layOutNow();
    onDone();
  }, [onDone]);
  return (
    <div
      aria-hidden
      data-layout-warm-up
      style={{
        position: 'absolute',
        visibility: 'hidden',
        width: 600,
        contain: 'strict',
        pointerEvents: 'none',
      }}
    >
      <Title order={2}>{GLYPHS}</Title>
      <Title order={2} size="h5">
        {GLYPHS}
      </Title>
      <Paper withBorder p="md">
        <Group>
          {([400, 600] as const).map((weight) => (
            <Text key={weight} fw={weight} size="sm">
              {GLYPHS}
            </Text>
          ))}
          <Text c="dimmed">{GLYPHS}</Text>
          <Badge variant="light">{GLYPHS}</Badge>
        </Group>
      </Paper>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{GLYPHS}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{GLYPHS}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </div>
  );
}
