import type { DesignerLayer } from '@feedline/contracts';
import { ActionIcon, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconPhoto,
  IconTrash,
  IconTypography,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** How a layer is named in the list and in the delete dialog. */
export function layerName(layer: DesignerLayer, t: TFunction<'designer'>): string {
  if (layer.type === 'text') {
    const text = layer.text.trim();
    return text
      ? t('layers.text', { text: text.length > 40 ? `${text.slice(0, 40)}…` : text })
      : t('layers.emptyText');
  }
  return layer.src.trim() ? t('layers.image', { src: layer.src.trim() }) : t('layers.noSource');
}

export interface LayerListProps {
  layers: readonly DesignerLayer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onMove: (id: string, step: 1 | -1) => void;
  onDelete: (layer: DesignerLayer) => void;
}

/** The layers, front-most first; "up" brings a layer to the front. */
export function LayerList({ layers, selectedId, onSelect, onMove, onDelete }: LayerListProps) {
  const { t } = useTranslation('designer');
  const frontFirst = [...layers].reverse();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('layers.title')}
      </Title>
      {frontFirst.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('layers.empty')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {frontFirst.map((layer, index) => {
            const name = layerName(layer, t);
            const isSelected = layer.id === selectedId;
            return (
              <Paper
                key={layer.id}
                component="li"
                withBorder
                p={6}
                bg={isSelected ? 'blue.0' : undefined}
              >
                <Group gap="xs" wrap="nowrap">
                  {layer.type === 'text' ? (
                    <IconTypography size={16} aria-hidden />
                  ) : (
                    <IconPhoto size={16} aria-hidden />
                  )}
                  <UnstyledButton
                    onClick={() => onSelect(layer.id)}
                    aria-pressed={isSelected}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    <Text size="sm" truncate fw={isSelected ? 600 : 400}>
                      {name}
                    </Text>
                  </UnstyledButton>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('layers.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => onMove(layer.id, 1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('layers.moveDown', { name })}
                    disabled={index === frontFirst.length - 1}
                    onClick={() => onMove(layer.id, -1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('layers.delete', { name })}
                    onClick={() => onDelete(layer)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
