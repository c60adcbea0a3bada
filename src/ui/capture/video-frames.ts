import { firstFramesVerdict, isBlackFrame } from '../../domain/capture/black-frame';
import { viewfinderCrop } from '../../domain/capture/viewfinder-crop';
import { EMPTINESS_SAMPLE_WIDTH as SAMPLE_WIDTH } from '../../domain/images/image-limits';

/** How often the first frames are sampled while the overlay decides whether the feed is black. */
const SAMPLE_EVERY_MS = 200;

/** The current frame, shrunk to the image pipeline's emptiness-sample width, as RGBA bytes; null before a frame exists. */
function sampleFrame(video: HTMLVideoElement): Uint8ClampedArray | null {
  if (video.videoWidth === 0 || video.videoHeight === 0) return null;
  const height = Math.max(1, Math.round((video.videoHeight / video.videoWidth) * SAMPLE_WIDTH));
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (context === null) return null;
  context.drawImage(video, 0, 0, SAMPLE_WIDTH, height);
  return context.getImageData(0, 0, SAMPLE_WIDTH, height).data;
}

/**
 * Watches the first frames of a playing video (the domain's firstFramesVerdict decides): 'live' as
 * soon as one frame is not black; 'black' when every frame for a while after the first one was, or
 * when no frame came at all within a few seconds of opening. Returns the function that stops
 * watching (the overlay closed).
 */
export function watchFirstFrames(video: HTMLVideoElement, verdict: (seen: 'live' | 'black') => void): () => void {
  const openedAt = performance.now();
  let firstFrameAt: number | null = null;
  const timer = window.setInterval(() => {
    const sample = sampleFrame(video);
    const now = performance.now();
    if (sample !== null) firstFrameAt ??= now;
    const seen = firstFramesVerdict({
      openedAt,
      firstFrameAt,
      sawPicture: sample !== null && !isBlackFrame(sample),
      now,
    });
    if (seen === 'watching') return;
    window.clearInterval(timer);
    verdict(seen);
  }, SAMPLE_EVERY_MS);
  return () => window.clearInterval(timer);
}

/**
 * The part of the current frame the viewfinder shows (the domain's viewfinderCrop: the video is
 * drawn with object-fit cover, so the photo is what the applicant saw, guide included), at the
 * camera's resolution, as a JPEG (quality 0.92: the image pipeline re-encodes it at 80, so this
 * step should lose as little as possible). The element's layout box (clientWidth/Height) is the
 * viewfinder: the mirror transform of the front camera does not change it, and the centred crop
 * is the same mirrored or not. Null when the browser cannot encode it.
 */
export function grabFrame(video: HTMLVideoElement): Promise<Blob | null> {
  const crop = viewfinderCrop(
    { width: video.videoWidth, height: video.videoHeight },
    { width: video.clientWidth, height: video.clientHeight },
  );
  const canvas = document.createElement('canvas');
  canvas.width = crop.width;
  canvas.height = crop.height;
  const context = canvas.getContext('2d');
  if (context === null || canvas.width === 0) return Promise.resolve(null);
  context.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.92));
}
