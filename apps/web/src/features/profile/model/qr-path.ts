import { create } from 'qrcode';

export interface QrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One SVG path of all dark modules, one unit per module. */
  d: string;
}

/**
 * The QR code of `text` (error correction M, as authenticator apps expect) as an SVG path, so
 * that it renders as markup: no canvas, no inline HTML.
 */
export function qrPath(text: string): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.data[row * modules.size + col]) parts.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
