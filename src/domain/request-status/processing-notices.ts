import type { DisplayState } from './display-state';

export type ProcessingNotice = 'delay-7' | 'delay-13';

/** Spec 000 §9: processing-delay notices at 7 and 13 days. */
export const FIRST_DELAY_NOTICE_DAYS = 7;
export const SECOND_DELAY_NOTICE_DAYS = 13;

/**
 * The long-processing notice (spec 000 §4 'Status alerts'): 'delay-7' while processing for 7 to
 * 12 days, 'delay-13' (the one with a support ticket link) from 13 days on, none otherwise.
 */
export function processingNotices(state: DisplayState, days: number | null): readonly ProcessingNotice[] {
  if (state !== 'processing' || days === null) return [];
  if (days >= SECOND_DELAY_NOTICE_DAYS) return ['delay-13'];
  if (days >= FIRST_DELAY_NOTICE_DAYS) return ['delay-7'];
  return [];
}
