import { catalogue } from '../../domain/language/translation';
import type { QualityConcern } from '../../domain/images/quality';

/**
 * The blur and glare pre-check's words (issue 13). All ours: the spec's ID-screen messages (001 §8
 * 'Photo(s) too blurry', 'Too much glare in the photo(s)') answer the provider's verdict after
 * upload; these come before it, from our own advisory check, so they say what we see and what to
 * do, in plain words, without claiming the photo will be refused.
 */
export const QUALITY_TEXTS = catalogue('QUALITY_TEXTS', {
  concern: {
    blurry: {
      heading: 'This photo looks blurry.',
      advice:
        'Hold your phone still, with the document flat on a table, and wait for the camera to focus before you take the photo. Move a little further away if it stays blurred.',
    },
    glare: {
      heading: 'There is glare on this photo.',
      advice:
        'Light is reflecting off the document. Move away from a lamp or a bright window, or tilt the document a little, until the shine is gone. Turn off the flash.',
    },
    'blurry-and-glare': {
      heading: 'This photo looks blurry and there is glare on it.',
      advice:
        'Hold your phone still and wait for the camera to focus. Move away from a lamp or a bright window, or tilt the document a little, until the shine is gone.',
    },
  } satisfies Readonly<Record<QualityConcern, { readonly heading: string; readonly advice: string }>>,
  retake: 'Retake',
  useAnyway: 'Use this photo anyway',
} as const);
