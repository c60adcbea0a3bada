import { useEffect, useRef, useState } from 'react';
import { isAcceptedImageType } from '../../../domain/forms/image-url';

export type ReadingState = 'idle' | 'processing' | 'unreadable';

/**
 * Reads a chosen image file into a data URL (FileReader.readAsDataURL), the image-url field's value
 * (spec 001 §10.5). A file of any other type than png, jpeg or svg is ignored without a word, as the
 * spec says. Choosing another file while one is read drops the first; leaving the page stops it.
 */
export function useImageReader() {
  const [state, setState] = useState<ReadingState>('idle');
  const current = useRef<FileReader | null>(null);

  useEffect(
    () => () => {
      const reader = current.current;
      current.current = null;
      reader?.abort();
    },
    [],
  );

  const read = (file: File | undefined, onRead: (dataUrl: string) => void) => {
    if (file === undefined || !isAcceptedImageType(file.type)) return;
    current.current?.abort();
    const reader = new FileReader();
    current.current = reader;
    const settle = (next: ReadingState) => {
      if (current.current !== reader) return false;
      current.current = null;
      setState(next);
      return true;
    };
    reader.onload = () => {
      if (typeof reader.result === 'string' && settle('idle')) onRead(reader.result);
    };
    reader.onerror = () => settle('unreadable');
    setState('processing');
    reader.readAsDataURL(file);
  };

  return { state, read };
}
