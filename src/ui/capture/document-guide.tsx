import type { DocumentFrame } from '../../domain/documents/document-frame';

/** The corner radius of an ID-1 card (ISO/IEC 7810: 3.18 mm), used for every frame: it reads as a card or a page. */
const CORNER_RADIUS_MM = 3.18;
/**
 * The free space round the frame on each side, as a share of the frame's width. Spec is silent:
 * 8 % leaves room for fingers holding the card and keeps the frame as large as fits.
 */
const MARGIN_SHARE = 0.08;

/**
 * The outline a document goes in (spec 001 §9 sizes), drawn over the camera's picture with the
 * rest dimmed, as FaceGuide does for a face: a landscape rectangle with rounded corners at the
 * document's aspect ratio, centred and as large as the picture allows with a margin (the viewBox is
 * the frame plus its margin, fitted by preserveAspectRatio 'meet'). Decoration only; drawn with
 * SVG attributes, not inline styles, so the content security policy needs no 'unsafe-inline'.
 */
export function DocumentGuide({ frame }: { readonly frame: DocumentFrame }) {
  const margin = frame.widthMm * MARGIN_SHARE;
  const viewWidth = frame.widthMm + 2 * margin;
  const viewHeight = frame.heightMm + 2 * margin;
  const outline = {
    x: margin,
    y: margin,
    width: frame.widthMm,
    height: frame.heightMm,
    rx: CORNER_RADIUS_MM,
  };
  // The dimmed layer reaches far beyond the viewBox, so a picture wider or taller than the frame's
  // box is dimmed to its edges too.
  const far = { x: -10 * viewWidth, y: -10 * viewHeight, width: 21 * viewWidth, height: 21 * viewHeight };
  return (
    <svg
      className="camera-overlay__guide"
      viewBox={`0 0 ${viewWidth} ${viewHeight}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <mask id="document-guide-hole">
          <rect {...far} fill="white" />
          <rect {...outline} fill="black" />
        </mask>
      </defs>
      <rect {...far} fill="black" fillOpacity="0.45" mask="url(#document-guide-hole)" />
      <rect
        {...outline}
        className="camera-overlay__document-outline"
        fill="none"
        stroke="white"
        strokeWidth={frame.widthMm / 120}
      />
    </svg>
  );
}
