/** A rectangle of the camera's frame, in its pixels. */
export interface SourceRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The part of the camera's frame the viewfinder shows, so the photo sent is what the applicant
 * saw (issue 22: 'all four corners inside the frame' described the zoomed picture, while the
 * whole, wider frame was sent).
 *
 * Why crop rather than show the whole frame (object-fit: contain): a phone held upright gets a
 * frame wider than its screen, so 'contain' would leave a small letterboxed picture with the
 * guide drawn over bars, and the document smaller on screen than it will be in the photo. A
 * viewfinder filling the screen (object-fit: cover) and a photo cropped to it keep the guide, the
 * screen and the photo in agreement; the crop still keeps the camera's resolution in the part
 * that matters.
 *
 * The maths of object-fit: cover, object-position centre: the frame is scaled by the larger of the
 * two ratios box/frame, so one axis fits exactly and the other overflows equally on both sides.
 * Rounded to whole pixels inside the frame. A zero or missing size (no frame yet, a box not laid
 * out) gives the whole frame.
 */
export function viewfinderCrop(
  frame: { readonly width: number; readonly height: number },
  box: { readonly width: number; readonly height: number },
): SourceRect {
  const whole = { x: 0, y: 0, width: frame.width, height: frame.height };
  if (!(frame.width > 0 && frame.height > 0 && box.width > 0 && box.height > 0)) return whole;
  const scale = Math.max(box.width / frame.width, box.height / frame.height);
  const width = Math.min(frame.width, Math.round(box.width / scale));
  const height = Math.min(frame.height, Math.round(box.height / scale));
  return {
    x: Math.floor((frame.width - width) / 2),
    y: Math.floor((frame.height - height) / 2),
    width,
    height,
  };
}
