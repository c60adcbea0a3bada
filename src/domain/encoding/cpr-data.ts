import type { CprAnswer } from '../validation/cpr';

/** Spec 001 §3.3: the CPRData value. */
export interface CprData {
  readonly cert_id: string;
  readonly provider: string;
}

export function encodeCprData(answer: CprAnswer): CprData {
  return { cert_id: answer.certId.trim(), provider: answer.provider.trim() };
}
