import { assertNever } from '../shared/assert-never';
import type { ChargeAnswer } from './charge-answer';
import { NO_REHABILITATION } from './charge-answer';

/** The rehabilitation checkboxes of a charge page. */
export const REHABILITATION_BOXES = [
  'parole',
  'probation',
  'education',
  'training',
  'alcohol',
  'drug',
  'other',
  'none',
] as const;
export type RehabilitationBox = (typeof REHABILITATION_BOXES)[number];

/** The boolean boxes: every box but Other (a text) and None (which clears the rest). */
type FlagBox = Exclude<RehabilitationBox, 'other' | 'none'>;

const FLAG_FIELD = {
  parole: 'rehabilitationParole',
  probation: 'rehabilitationProbation',
  education: 'rehabilitationEducation',
  training: 'rehabilitationTraining',
  alcohol: 'rehabilitationAlcohol',
  drug: 'rehabilitationDrug',
} as const satisfies Record<FlagBox, keyof ChargeAnswer>;

/** Whether a box shows ticked. */
export function isRehabilitationTicked(answer: ChargeAnswer, box: RehabilitationBox): boolean {
  switch (box) {
    case 'other':
      return answer.rehabilitationOther !== null;
    case 'none':
      return answer.rehabilitationNone;
    case 'parole':
    case 'probation':
    case 'education':
    case 'training':
    case 'alcohol':
    case 'drug':
      return answer[FLAG_FIELD[box]];
    default:
      return assertNever(box, 'rehabilitation box');
  }
}

/** Spec 001 §4: every box but None is disabled while None is ticked. */
export const isRehabilitationBoxDisabled = (answer: ChargeAnswer, box: RehabilitationBox): boolean =>
  box !== 'none' && answer.rehabilitationNone;

/** Spec 001 §4: the Other text box is disabled while Other is unticked (null). */
export const isRehabilitationOtherTextDisabled = (answer: ChargeAnswer): boolean => answer.rehabilitationOther === null;

/** One box's own field set; Other holds a text that ticking starts empty and unticking removes. */
function withBox(answer: ChargeAnswer, box: RehabilitationBox, ticked: boolean): ChargeAnswer {
  switch (box) {
    case 'none':
      return { ...answer, rehabilitationNone: ticked };
    case 'other':
      return { ...answer, rehabilitationOther: ticked ? '' : null };
    default:
      return { ...answer, [FLAG_FIELD[box]]: ticked };
  }
}

/**
 * Ticks or unticks one box (spec 001 §4): ticking None clears every other box and the Other text;
 * unticking any box clears None; ticking Other sets an empty text and unticking it sets null. A
 * disabled box does not change, and ticking a ticked box (or unticking an unticked one) keeps the
 * answer as it is, so a typed Other text survives a repeated tick.
 */
export function setRehabilitation(answer: ChargeAnswer, box: RehabilitationBox, ticked: boolean): ChargeAnswer {
  if (isRehabilitationBoxDisabled(answer, box) || isRehabilitationTicked(answer, box) === ticked) return answer;
  if (box === 'none' && ticked) return { ...answer, ...NO_REHABILITATION, rehabilitationNone: true };
  const changed = withBox(answer, box, ticked);
  return ticked ? changed : { ...changed, rehabilitationNone: false };
}

/** Types into the Other box; ignored while it is disabled (Other unticked). */
export function setRehabilitationOtherText(answer: ChargeAnswer, text: string): ChargeAnswer {
  return isRehabilitationOtherTextDisabled(answer) ? answer : { ...answer, rehabilitationOther: text };
}

/** At least one rehabilitation option is chosen (spec 001 §5.15): a ticked box, or a non-blank Other. */
export function hasRehabilitationChoice(answer: ChargeAnswer): boolean {
  return (
    answer.rehabilitationNone ||
    Object.values(FLAG_FIELD).some((field) => answer[field]) ||
    (answer.rehabilitationOther ?? '').trim() !== ''
  );
}
