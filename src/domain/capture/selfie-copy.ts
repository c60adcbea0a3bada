/**
 * The selfie question's two copy variants (spec 001 §2.1: a plain selfie, and a selfie holding a
 * payment card). Spec is silent on how a question names its variant: by metadata.copySource, where
 * any value that mentions a card ('selfie-holding-card', 'card') picks the card copy and everything
 * else, absent included, the plain one.
 */
export type SelfieVariant = 'plain' | 'holding-card';

export const selfieVariantOf = (copySource: string | undefined): SelfieVariant =>
  copySource !== undefined && /card/i.test(copySource) ? 'holding-card' : 'plain';
