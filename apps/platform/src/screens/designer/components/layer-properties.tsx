import type { DesignerLayer } from '@feedline/contracts';
import {
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GRID_POSITIONS, gridPoint, isImageSource, nearestGridPosition } from '../model/template';
import type { GridPosition, ImageLayer, TextLayer } from '../model/template';
import { ColourField } from './colour-field';

/** A number input's value while typing may be text; keep the last number until it is one again. */
const toNumber = (value: string | number, fallback: number): number => {
  const number = typeof value === 'number' ? value : Number.parseFloat(value);
  return Number.isFinite(number) ? number : fallback;
};

interface FieldsProps<L extends DesignerLayer> {
  layer: L;
  onChange: (layer: L) => void;
}

function PositionFields({
  layer,
  onChange,
  isGrid,
}: FieldsProps<DesignerLayer> & { isGrid: boolean }) {
  const { t } = useTranslation('designer');
  if (isGrid) {
    return (
      <NativeSelect
        label={t('properties.position')}
        value={nearestGridPosition(layer.x, layer.y)}
        data={GRID_POSITIONS.map((position) => ({
          value: position,
          label: t(`positions.${position}`),
        }))}
        onChange={(event) =>
          onChange({ ...layer, ...gridPoint(event.currentTarget.value as GridPosition) })
        }
      />
    );
  }
  return (
    <Group grow>
      <NumberInput
        label={t('properties.x')}
        min={0}
        max={100}
        value={layer.x}
        onChange={(value) => onChange({ ...layer, x: toNumber(value, layer.x) })}
      />
      <NumberInput
        label={t('properties.y')}
        min={0}
        max={100}
        value={layer.y}
        onChange={(value) => onChange({ ...layer, y: toNumber(value, layer.y) })}
      />
    </Group>
  );
}

function TextLayerFields({
  layer,
  onChange,
  fields,
  isGrid,
}: FieldsProps<TextLayer> & { fields: readonly string[]; isGrid: boolean }) {
  const { t } = useTranslation('designer');
  return (
    <>
      <Textarea
        label={t('properties.text')}
        description={t('properties.textHint', {
          fields: fields.map((field) => `{${field}}`).join(' '),
        })}
        maxLength={200}
        rows={3}
        value={layer.text}
        onChange={(event) => onChange({ ...layer, text: event.currentTarget.value })}
      />
      <PositionFields
        layer={layer}
        isGrid={isGrid}
        onChange={(next) => onChange(next as TextLayer)}
      />
      <NumberInput
        label={t('properties.fontSize')}
        min={6}
        max={200}
        allowDecimal={false}
        value={layer.fontSize}
        onChange={(value) => onChange({ ...layer, fontSize: toNumber(value, layer.fontSize) })}
      />
      <ColourField
        label={t('properties.color')}
        value={layer.color}
        onChange={(color) => onChange({ ...layer, color })}
      />
      <Checkbox
        label={t('properties.hasBackground')}
        checked={layer.background !== null}
        onChange={(event) =>
          onChange({ ...layer, background: event.currentTarget.checked ? '#ffffff' : null })
        }
      />
      {layer.background !== null ? (
        <ColourField
          label={t('properties.textBackground')}
          value={layer.background}
          onChange={(background) => onChange({ ...layer, background })}
        />
      ) : null}
      <Checkbox
        label={t('properties.bold')}
        checked={layer.bold}
        onChange={(event) => onChange({ ...layer, bold: event.currentTarget.checked })}
      />
    </>
  );
}

function ImageLayerFields({ layer, onChange }: FieldsProps<ImageLayer>) {
  const { t } = useTranslation('designer');
  const size = (name: 'width' | 'height') => (
    <NumberInput
      label={t(`properties.${name}`)}
      min={1}
      max={100}
      value={layer[name]}
      onChange={(value) => onChange({ ...layer, [name]: toNumber(value, layer[name]) })}
    />
  );
  return (
    <>
      <TextInput
        label={t('properties.src')}
        description={t('properties.srcHint')}
        maxLength={2000}
        value={layer.src}
        error={
          layer.src.trim() !== '' && !isImageSource(layer.src) ? t('problems.image-source') : null
        }
        onChange={(event) => onChange({ ...layer, src: event.currentTarget.value })}
      />
      <PositionFields
        layer={layer}
        isGrid={false}
        onChange={(next) => onChange(next as ImageLayer)}
      />
      <Group grow>
        {size('width')}
        {size('height')}
      </Group>
    </>
  );
}

export interface LayerPropertiesProps {
  layer: DesignerLayer | null;
  /** Item fields the placeholders may name. */
  fields: readonly string[];
  /** The classic designer places layers on a fixed grid. */
  isGrid: boolean;
  onChange: (layer: DesignerLayer) => void;
}

/** The settings of the selected layer. */
export function LayerProperties({ layer, fields, isGrid, onChange }: LayerPropertiesProps) {
  const { t } = useTranslation('designer');
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('properties.title')}
      </Title>
      {layer === null ? (
        <Text size="sm" c="dimmed">
          {t('properties.none')}
        </Text>
      ) : layer.type === 'text' ? (
        <TextLayerFields layer={layer} fields={fields} isGrid={isGrid} onChange={onChange} />
      ) : (
        <ImageLayerFields layer={layer} onChange={onChange} />
      )}
    </Stack>
  );
}
