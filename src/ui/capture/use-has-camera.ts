import { useEffect, useState } from 'react';
import type { Camera } from '../../application/ports/camera.port';
import { CAMERA } from '../../application/ports/camera.port';
import { useInstance } from '../app/resolver';

/**
 * Whether this device reports a camera (asked without a permission prompt). False until known,
 * and when the browser cannot tell: a desktop is offered its own camera only when it has one.
 */
export function useHasCamera(): boolean {
  const camera = useInstance<Camera>(CAMERA);
  const [present, setPresent] = useState(false);
  useEffect(() => {
    let live = true;
    void camera.hasCamera().then((answer) => {
      if (live) setPresent(answer.ok && answer.value);
    });
    return () => {
      live = false;
    };
  }, [camera]);
  return present;
}
