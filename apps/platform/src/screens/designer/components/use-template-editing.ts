import type { DesignerLayer, DesignerTemplateInput } from '@feedline/contracts';
import { useState } from 'react';
import {
  MAX_LAYERS,
  moveLayer,
  newImageLayer,
  newTextLayer,
  removeLayer,
  updateLayer,
} from '../model/template';

/** The template being edited, the selected layer and whether anything changed since loading or saving. */
export function useTemplateEditing(initial: DesignerTemplateInput, defaultText: string) {
  const [template, setTemplate] = useState<DesignerTemplateInput>(initial);
  const [selectedId, setSelectedId] = useState<string | null>(initial.layers.at(-1)?.id ?? null);
  const [isDirty, setIsDirty] = useState(false);

  const edit = (change: (current: DesignerTemplateInput) => DesignerTemplateInput) => {
    setTemplate(change);
    setIsDirty(true);
  };
  const addLayer = (create: (layers: readonly DesignerLayer[]) => DesignerLayer) => {
    if (template.layers.length >= MAX_LAYERS) return;
    const layer = create(template.layers);
    edit((current) => ({ ...current, layers: [...current.layers, layer] }));
    setSelectedId(layer.id);
  };

  return {
    template,
    selectedLayer: template.layers.find((layer) => layer.id === selectedId) ?? null,
    isDirty,
    canAddLayer: template.layers.length < MAX_LAYERS,
    select: setSelectedId,
    setBackground: (background: string) => edit((current) => ({ ...current, background })),
    addTextLayer: () => addLayer((layers) => newTextLayer(layers, defaultText)),
    addImageLayer: () => addLayer(newImageLayer),
    move: (id: string, step: 1 | -1) =>
      edit((current) => ({ ...current, layers: moveLayer(current.layers, id, step) })),
    remove: (id: string) => {
      edit((current) => ({ ...current, layers: removeLayer(current.layers, id) }));
      if (selectedId === id) setSelectedId(null);
    },
    change: (layer: DesignerLayer) =>
      edit((current) => ({ ...current, layers: updateLayer(current.layers, layer) })),
    /** The server's copy after a save: it is what is stored now. */
    saved: (stored: DesignerTemplateInput) => {
      setTemplate({ name: stored.name, background: stored.background, layers: stored.layers });
      setIsDirty(false);
    },
  };
}
