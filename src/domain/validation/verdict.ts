/** What a validator says about an answer: valid, or invalid with the one message the field shows. */
export type Verdict = { readonly valid: true } | { readonly valid: false; readonly message: string };

export const VALID: Verdict = { valid: true };

export const invalid = (message: string): Verdict => ({ valid: false, message });
