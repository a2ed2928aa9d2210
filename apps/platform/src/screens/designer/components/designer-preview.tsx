import type { DesignerLayer, DesignerTemplateInput } from '@feedline/contracts';
import { Box, Center, Text } from '@mantine/core';
import { useState } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../app/platform-context';
import { fillPlaceholders, itemImageOf, itemTitleOf, resolveImageSource } from '../model/template';
import type { SampleItem } from '../model/template';

/** Font sizes are pixels on a 600 px wide image; the preview scales them with its own width. */
const REFERENCE_WIDTH = 600;

const NEUTRAL_BOX: CSSProperties = {
  position: 'absolute',
  inset: 0,
  background: 'repeating-linear-gradient(45deg, #e9ecef 0 12px, #f1f3f5 12px 24px)',
};

/** A picture that may not load (item images live on other servers): a neutral box instead. */
function ExternalImage({
  src,
  alt,
  fallback,
  style,
}: {
  src: string | null;
  alt: string;
  fallback: string;
  style: CSSProperties;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || failedSrc === src) {
    return (
      <Center style={{ ...NEUTRAL_BOX, ...style }} data-testid="image-placeholder">
        <Text size="sm" c="dimmed" ta="center" px="xs">
          {fallback}
        </Text>
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      onError={() => setFailedSrc(src)}
      style={{ position: 'absolute', objectFit: 'cover', ...style }}
    />
  );
}

function PreviewLayer({
  layer,
  item,
  apiOrigin,
  isSelected,
  onSelect,
}: {
  layer: DesignerLayer;
  item: SampleItem | null;
  apiOrigin: string;
  isSelected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('designer');
  const outline: CSSProperties = isSelected ? { outline: '2px dashed #1c7ed6' } : {};
  if (layer.type === 'image') {
    const place = {
      left: `${layer.x}%`,
      top: `${layer.y}%`,
      width: `${layer.width}%`,
      height: `${layer.height}%`,
      ...outline,
    };
    return (
      <Box style={{ position: 'absolute', ...place }} onClick={() => onSelect(layer.id)}>
        <ExternalImage
          src={resolveImageSource(layer.src, item, apiOrigin)}
          alt=""
          fallback={t('preview.imageMissing')}
          style={{ inset: 0, width: '100%', height: '100%' }}
        />
      </Box>
    );
  }
  return (
    <Box
      onClick={() => onSelect(layer.id)}
      style={{
        position: 'absolute',
        left: `${layer.x}%`,
        top: `${layer.y}%`,
        maxWidth: `${100 - layer.x}%`,
        fontSize: `${(layer.fontSize / REFERENCE_WIDTH) * 100}cqw`,
        lineHeight: 1.2,
        color: layer.color,
        background: layer.background ?? 'transparent',
        fontWeight: layer.bold ? 700 : 400,
        padding: layer.background ? '0.1em 0.3em' : 0,
        whiteSpace: 'pre-wrap',
        ...outline,
      }}
    >
      {fillPlaceholders(layer.text, item)}
    </Box>
  );
}

export interface DesignerPreviewProps {
  template: DesignerTemplateInput;
  item: SampleItem | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}

/** The template drawn over the sample item's picture, as the channel will receive it. */
export function DesignerPreview({ template, item, selectedId, onSelect }: DesignerPreviewProps) {
  const { t } = useTranslation('designer');
  const title = item ? itemTitleOf(item) : t('preview.noItem');
  // Item pictures on our own API's origin may be plain http (the demo's, on loopback).
  const apiOrigin = new URL(useApi().url('/'), window.location.href).origin;
  return (
    <Box
      component="figure"
      aria-label={t('preview.label')}
      m={0}
      style={{
        position: 'relative',
        width: '100%',
        maxWidth: 480,
        aspectRatio: '1 / 1',
        overflow: 'hidden',
        containerType: 'inline-size',
        background: template.background,
        border: '1px solid #dee2e6',
      }}
    >
      <ExternalImage
        src={itemImageOf(item, apiOrigin)}
        alt={title}
        fallback={title}
        style={{ inset: '10%', width: '80%', height: '80%' }}
      />
      {template.layers.map((layer) => (
        <PreviewLayer
          key={layer.id}
          layer={layer}
          item={item}
          apiOrigin={apiOrigin}
          isSelected={layer.id === selectedId}
          onSelect={onSelect}
        />
      ))}
    </Box>
  );
}
