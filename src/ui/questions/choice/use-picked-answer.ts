import { useEffect } from 'react';
import { submissionFor } from '../../../domain/encoding/submission';
import type { Verdict } from '../../../domain/validation/verdict';
import type { FieldProps } from '../field-props';

/**
 * For the picked kinds (no domain check kind): hands the frame the submission of a valid answer,
 * or null while it is invalid, whenever the answer changes (a stored answer counts on entry too),
 * and gives the message to show once the field was left or a submit was tried.
 */
export function usePickedAnswer<T>(
  { question, screen, setCaptured }: Pick<FieldProps, 'question' | 'screen' | 'setCaptured'>,
  answer: T,
  verdict: Verdict,
  encoded: unknown = answer,
): string | null {
  const valid = verdict.valid;
  const key = JSON.stringify(encoded);
  useEffect(() => {
    setCaptured(
      valid && key !== undefined ? { submission: submissionFor(question, JSON.parse(key) as unknown) } : null,
    );
  }, [question, setCaptured, valid, key]);
  return (screen.touched || screen.attempted) && !verdict.valid ? verdict.message : null;
}
