import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as scanners expect (the standard's quiet zone). */
const QUIET_ZONE = 4;

interface QrCodeProps {
  /** What the code holds: an address a phone camera opens. */
  text: string;
  /** What a screen reader says instead of the picture. */
  label: string;
  /** The drawn width; the code scales as a vector, so a print stays sharp at any size. */
  size: number | string;
}

/**
 * A QR code drawn as one SVG path, computed while rendering (the same on the server and in the
 * browser), with medium error correction so a poster with a crease or a smudge still scans.
 */
export function QrCode({ text, label, size }: QrCodeProps) {
  const { path, width } = useMemo(() => {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const dark: string[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (modules.get(row, column)) {
          dark.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
        }
      }
    }
    return { path: dark.join(''), width: modules.size + 2 * QUIET_ZONE };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${width}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      style={{ background: '#fff', display: 'block' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
