import { assertNever } from '../shared/assert-never';
import { VALIDATION_MESSAGES } from './messages';
import type { Verdict } from './verdict';
import { VALID, invalid } from './verdict';

/**
 * The CPR providers, alphabetically as the dropdown lists them (spec 001 §2.1). Spec is silent on
 * any provider beyond the two whose certificate rules it gives, so the list holds those two.
 *
 * Not a catalogue (issue 28): the names are the organisations' own, shown as they are in every
 * language, and the value the service receives.
 */
export const CPR_PROVIDERS = ['American Heart Association', 'American Red Cross'] as const;

export type CprProvider = (typeof CPR_PROVIDERS)[number];

export const isCprProvider = (value: string): value is CprProvider =>
  (CPR_PROVIDERS as readonly string[]).includes(value);

/** Spec 001 §9: an American Red Cross certificate ID has exactly 6 characters. */
export const RED_CROSS_CERT_ID_LENGTH = 6;

export interface CprAnswer {
  readonly provider: string;
  readonly certId: string;
}

/** Minimum and maximum certificate-ID length per provider (spec 001 §5.4). */
function certIdLengths(provider: CprProvider): { readonly min: number; readonly max: number } {
  switch (provider) {
    case 'American Red Cross':
      return { min: RED_CROSS_CERT_ID_LENGTH, max: RED_CROSS_CERT_ID_LENGTH };
    case 'American Heart Association':
      return { min: 1, max: Number.POSITIVE_INFINITY };
    default:
      return assertNever(provider, 'CPR provider');
  }
}

/**
 * Spec 001 §5.4: provider and certificate ID are required; the Red Cross ID has exactly 6
 * characters, the AHA one at least 1. Both are judged after trimming.
 */
export function validateCpr(answer: CprAnswer): Verdict {
  const provider = answer.provider.trim();
  if (provider === '') return invalid(VALIDATION_MESSAGES.cprProviderRequired);
  if (!isCprProvider(provider)) return invalid(VALIDATION_MESSAGES.cprProviderUnknown);
  const certId = answer.certId.trim();
  if (certId === '') return invalid(VALIDATION_MESSAGES.certIdRequired);
  const { min, max } = certIdLengths(provider);
  if (certId.length < min || certId.length > max) return invalid(VALIDATION_MESSAGES.redCrossCertId);
  return VALID;
}
