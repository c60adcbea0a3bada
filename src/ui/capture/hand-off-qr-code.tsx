import { generate } from 'lean-qr';

/** The quiet zone around a QR code, in modules (ISO 18004 asks for 4). */
const QUIET_ZONE = 4;

/** One square per dark module, as one path: crisp at any size, no data URL (the page policy stays strict). */
function pathOf(link: string): { readonly size: number; readonly d: string } {
  const code = generate(link);
  const parts: string[] = [];
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) if (code.get(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
  }
  return { size: code.size, d: parts.join('') };
}

/**
 * A QR code of `link` as an inline SVG image named by `label`. Its text alternative is the link
 * itself, which the hand-off panel shows beside it.
 */
export function HandOffQrCode({ link, label }: { readonly link: string; readonly label: string }) {
  const { size, d } = pathOf(link);
  const box = size + 2 * QUIET_ZONE;
  return (
    <svg
      className="hand-off__qr-image"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${box} ${box}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={box} height={box} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
