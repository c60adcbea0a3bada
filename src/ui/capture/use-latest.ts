import { useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';

/**
 * The latest value in a stable ref: an effect that runs once (opening the camera) can call the
 * callbacks of the latest render without reopening whenever a parent passes new functions.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
