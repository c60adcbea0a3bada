import { useEffect, useRef, useState } from 'react';
import {
  IMAGE_FIELD_MAX_BYTES,
  IMAGE_HEAD_BYTES,
  imageContentMatches,
  isAcceptedImageType,
} from '../../../domain/forms/image-url';

export type ReadingState = 'idle' | 'processing' | 'unreadable' | 'too-large';

/**
 * Reads a chosen image file into a data URL (FileReader.readAsDataURL), the image-url field's value
 * (spec 001 §10.5). A file of any other type than png, jpeg or svg is ignored without a word, as the
 * spec says; one over the size limit is not read; one whose first bytes are not of its type is
 * unreadable (issue 26, ASVS 5.2.1 and 5.2.2). Choosing another file while one is read drops the
 * first; leaving the page stops it.
 */
export function useImageReader() {
  const [state, setState] = useState<ReadingState>('idle');
  const current = useRef<{ reader: FileReader | null } | null>(null);

  useEffect(
    () => () => {
      const reading = current.current;
      current.current = null;
      reading?.reader?.abort();
    },
    [],
  );

  const read = (file: File | undefined, onRead: (dataUrl: string) => void) => {
    if (file === undefined || !isAcceptedImageType(file.type)) return;
    current.current?.reader?.abort();
    const reading: { reader: FileReader | null } = { reader: null };
    current.current = reading;
    const settle = (next: ReadingState) => {
      if (current.current !== reading) return false;
      current.current = null;
      setState(next);
      return true;
    };
    if (file.size > IMAGE_FIELD_MAX_BYTES) {
      settle('too-large');
      return;
    }
    setState('processing');
    void file
      .slice(0, IMAGE_HEAD_BYTES)
      .arrayBuffer()
      .then(
        (head) => {
          if (current.current !== reading) return;
          if (!imageContentMatches(file.type, new Uint8Array(head))) {
            settle('unreadable');
            return;
          }
          const reader = new FileReader();
          reading.reader = reader;
          reader.onload = () => {
            if (typeof reader.result === 'string' && settle('idle')) onRead(reader.result);
          };
          reader.onerror = () => settle('unreadable');
          reader.readAsDataURL(file);
        },
        // The file changed or went away after it was picked (the browser's NotReadableError).
        () => settle('unreadable'),
      );
  };

  return { state, read };
}
