import { ColorInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (colour: string) => void;
}

/**
 * A hex colour input. Where the browser offers an eye dropper, Mantine shows it as an icon-only
 * button; it gets a name that says which colour it picks, so screen readers can announce it.
 */
export function ColourField({ label, value, onChange }: ColourFieldProps) {
  const { t } = useTranslation('designer');
  return (
    <ColorInput
      label={label}
      format="hex"
      value={value}
      onChange={onChange}
      eyeDropperButtonProps={{ 'aria-label': t('pickColour', { field: label }) }}
    />
  );
}
