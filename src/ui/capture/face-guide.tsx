/**
 * The oval a face goes in, drawn over the camera's picture with the rest dimmed. Decoration only
 * (the dialog's instructions say the same in words). Drawn with SVG attributes, not inline styles,
 * so the content security policy needs no 'unsafe-inline'.
 */
export function FaceGuide() {
  return (
    <svg
      className="camera-overlay__guide"
      viewBox="0 0 300 400"
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <mask id="face-guide-hole">
          <rect x="-1000" y="-1000" width="2300" height="2400" fill="white" />
          <ellipse cx="150" cy="190" rx="100" ry="135" fill="black" />
        </mask>
      </defs>
      <rect
        x="-1000"
        y="-1000"
        width="2300"
        height="2400"
        fill="black"
        fillOpacity="0.45"
        mask="url(#face-guide-hole)"
      />
      <ellipse cx="150" cy="190" rx="100" ry="135" fill="none" stroke="white" strokeWidth="4" strokeDasharray="10 8" />
    </svg>
  );
}
