import type { DesignerKind, DesignerLayer, DesignerTemplate } from '@feedline/contracts';
import { Alert, Badge, Button, Grid, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { MAX_LAYERS, itemTitleOf } from '../model/template';
import type { SampleItem } from '../model/template';
import { ColourField } from './colour-field';
import { DesignerPreview } from './designer-preview';
import { LayerList, layerName } from './layer-list';
import { LayerProperties } from './layer-properties';
import { useTemplateEditing } from './use-template-editing';
import { useTemplateSaving } from './use-template-saving';

export interface DesignerEditorProps {
  siteId: number;
  siteName: string;
  kind: DesignerKind;
  initial: DesignerTemplate;
  items: readonly SampleItem[];
  /** Item fields the placeholders may name. */
  fields: readonly string[];
  canWrite: boolean;
}

/** One designer: the preview, the layers and the selected layer's settings. */
export function DesignerEditor(props: DesignerEditorProps) {
  const { siteId, siteName, kind, initial, items, fields, canWrite } = props;
  const { t } = useTranslation('designer');
  const bridge = useBridge();
  const isClassic = kind === 'classic';
  const editing = useTemplateEditing(initial, t('layers.defaultText'));
  const saving = useTemplateSaving({ siteId, kind, canWrite, onSaved: editing.saved });
  const [itemIndex, setItemIndex] = useState(0);
  const item = items[itemIndex] ?? null;
  const { template } = editing;

  const handleDelete = async (layer: DesignerLayer) => {
    const answer = await bridge.dialog({
      kind: 'delete',
      title: t('layers.deleteTitle'),
      message: t('layers.deleteMessage', { name: layerName(layer, t) }),
    });
    if (answer.confirmed) editing.remove(layer.id);
  };

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={1} size="h3">
            {t(`kind.${kind}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle', { name: template.name, site: siteName })}
          </Text>
        </Stack>
        <Group gap="xs">
          {editing.isDirty ? <Badge color="yellow">{t('unsaved')}</Badge> : null}
          <Button
            onClick={() => saving.save(template)}
            loading={saving.isSaving}
            disabled={saving.isReadOnly}
          >
            {t('actions.save')}
          </Button>
          <Button
            variant="default"
            onClick={() => void saving.saveAs(template)}
            disabled={saving.isReadOnly || saving.isSaving}
          >
            {t('actions.saveAs')}
          </Button>
        </Group>
      </Group>
      {saving.isReadOnly ? (
        <Alert color="gray" title={t('readOnly.title')}>
          {t('readOnly.body')}
        </Alert>
      ) : null}
      {isClassic ? (
        <Text size="sm" c="dimmed">
          {t('classicNote')}
        </Text>
      ) : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            {items.length > 0 ? (
              <NativeSelect
                label={t('preview.item')}
                value={String(itemIndex)}
                data={items.map((entry, index) => ({
                  value: String(index),
                  label: itemTitleOf(entry) || t('preview.itemNumber', { number: index + 1 }),
                }))}
                onChange={(event) => setItemIndex(Number(event.currentTarget.value))}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('preview.noItems')}
              </Text>
            )}
            <DesignerPreview
              template={template}
              item={item}
              selectedId={editing.selectedLayer?.id ?? null}
              onSelect={editing.select}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <ColourField
              label={t('background')}
              value={template.background}
              onChange={editing.setBackground}
            />
            <Group gap="xs">
              <Button
                variant="light"
                onClick={editing.addTextLayer}
                disabled={!editing.canAddLayer}
              >
                {t('actions.addText')}
              </Button>
              {isClassic ? null : (
                <Button
                  variant="light"
                  onClick={editing.addImageLayer}
                  disabled={!editing.canAddLayer}
                >
                  {t('actions.addImage')}
                </Button>
              )}
            </Group>
            {editing.canAddLayer ? null : (
              <Text size="sm" c="dimmed">
                {t('actions.limit', { count: MAX_LAYERS })}
              </Text>
            )}
            <LayerList
              layers={template.layers}
              selectedId={editing.selectedLayer?.id ?? null}
              onSelect={editing.select}
              onMove={editing.move}
              onDelete={(layer) => void handleDelete(layer)}
            />
            <LayerProperties
              layer={editing.selectedLayer}
              fields={fields}
              isGrid={isClassic}
              onChange={editing.change}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
