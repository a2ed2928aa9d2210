import { useMemo } from 'react';
import { qrPath } from '../model/qr-path';

const QUIET_ZONE = 4;

/** The otpauth URI as a QR code (an SVG image with a text alternative). */
export function TotpQrCode({
  uri,
  label,
  size = 200,
}: {
  uri: string;
  label: string;
  size?: number;
}) {
  const { size: modules, d } = useMemo(() => qrPath(uri), [uri]);
  const box = modules + QUIET_ZONE * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={d} fill="#000" />
    </svg>
  );
}
