import { captureNameOf } from '../domain/capture/capture-names';
import { createRoot } from 'react-dom/client';
import { LIVENESS_MESSAGES } from '../domain/errors/question-messages';
import { ResolverProvider } from '../ui/app/resolver';
import type { Resolver } from '../ui/app/resolver';
import { CameraOverlay } from '../ui/capture/camera-overlay';
import { CAPTURE_TEXTS } from '../ui/texts/capture-texts';
import { LIVENESS_TEXTS } from '../ui/texts/liveness-texts';

/**
 * The sandbox liveness stand-in's camera: the lead's camera overlay with the face guide, in a
 * React root of its own over the page (the stand-in is an adapter and cannot render UI itself).
 * Answers the JPEG the applicant kept, 'cancelled' when they closed it, 'camera' when no camera
 * could be used (the video selfie then asks them to enable it). After a rejected scan the dialog
 * itself says how many tries remain (the snackbar is under the full-screen dialog), and reads it
 * with the instructions. Loaded on the first capture only.
 */
export function captureFace(resolver: Resolver, triesRemaining: number | null): Promise<Blob | 'cancelled' | 'camera'> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const done = (answer: Blob | 'cancelled' | 'camera') => {
      root.unmount();
      host.remove();
      resolve(answer);
    };
    root.render(
      <ResolverProvider resolver={resolver}>
        <CameraOverlay
          facing="user"
          guide="face"
          title={LIVENESS_TEXTS.cameraTitle}
          shutterLabel={CAPTURE_TEXTS.shutter}
          reviewName={captureNameOf({ kind: 'selfie' })}
          instructions={
            triesRemaining === null
              ? LIVENESS_TEXTS.cameraInstructions
              : `${LIVENESS_MESSAGES.triesRemaining(triesRemaining)}. ${LIVENESS_TEXTS.cameraInstructions}`
          }
          onCapture={done}
          onCancel={() => done('cancelled')}
          onUnavailable={() => done('camera')}
        />
      </ResolverProvider>,
    );
  });
}
