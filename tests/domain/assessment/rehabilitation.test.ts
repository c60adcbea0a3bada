import fc from 'fast-check';
import { emptyChargeAnswer } from '../../../src/domain/assessment/charge-answer';
import type { RehabilitationBox } from '../../../src/domain/assessment/rehabilitation';
import {
  REHABILITATION_BOXES,
  hasRehabilitationChoice,
  isRehabilitationBoxDisabled,
  isRehabilitationOtherTextDisabled,
  isRehabilitationTicked,
  setRehabilitation,
  setRehabilitationOtherText,
} from '../../../src/domain/assessment/rehabilitation';

const blank = emptyChargeAnswer('c-1');
const tick = (box: RehabilitationBox, answer = blank) => setRehabilitation(answer, box, true);

describe('rehabilitation checkboxes', () => {
  it('ticking None clears every other box and the Other text, and disables them', () => {
    const busy = setRehabilitationOtherText(tick('other', tick('drug', tick('parole'))), 'AA meetings');
    const none = tick('none', busy);
    expect(none).toEqual({ ...blank, rehabilitationNone: true });
    for (const box of REHABILITATION_BOXES.filter((b) => b !== 'none')) {
      expect(isRehabilitationBoxDisabled(none, box)).toBe(true);
    }
    expect(isRehabilitationBoxDisabled(none, 'none')).toBe(false);
    expect(isRehabilitationOtherTextDisabled(none)).toBe(true);
  });

  it('ignores a disabled box while None is ticked', () => {
    const none = tick('none');
    expect(tick('education', none)).toBe(none);
    expect(tick('other', none)).toBe(none);
  });

  it('unticking None enables the other boxes again', () => {
    const cleared = setRehabilitation(tick('none'), 'none', false);
    expect(cleared.rehabilitationNone).toBe(false);
    expect(isRehabilitationBoxDisabled(cleared, 'probation')).toBe(false);
  });

  it('unticking any box clears None', () => {
    const click = fc.tuple(fc.constantFrom(...REHABILITATION_BOXES), fc.boolean());
    fc.assert(
      fc.property(fc.array(click, { maxLength: 20 }), fc.constantFrom(...REHABILITATION_BOXES), (clicks, box) => {
        const answer = clicks.reduce((acc, [b, ticked]) => setRehabilitation(acc, b, ticked), blank);
        const unticked = setRehabilitation(answer, box, false);
        expect(isRehabilitationTicked(unticked, box) && !isRehabilitationBoxDisabled(answer, box)).toBe(false);
        if (!isRehabilitationBoxDisabled(answer, box)) expect(unticked.rehabilitationNone).toBe(false);
      }),
    );
    expect(setRehabilitation(tick('none'), 'none', false).rehabilitationNone).toBe(false);
    expect(setRehabilitation(tick('alcohol'), 'alcohol', false)).toEqual(blank);
  });

  it('ticking Other sets an empty text and unticking it sets null', () => {
    const other = tick('other');
    expect(other.rehabilitationOther).toBe('');
    expect(setRehabilitation(other, 'other', false).rehabilitationOther).toBeNull();
  });

  it('keeps a typed Other text when Other is ticked again', () => {
    const typed = setRehabilitationOtherText(tick('other'), 'therapy');
    expect(tick('other', typed).rehabilitationOther).toBe('therapy');
  });

  it('disables the Other text box while Other is null, and ignores typing there', () => {
    expect(isRehabilitationOtherTextDisabled(blank)).toBe(true);
    expect(setRehabilitationOtherText(blank, 'x')).toBe(blank);
    expect(isRehabilitationOtherTextDisabled(tick('other'))).toBe(false);
  });

  it('counts a ticked box or a non-blank Other as a rehabilitation choice', () => {
    expect(hasRehabilitationChoice(blank)).toBe(false);
    expect(hasRehabilitationChoice(tick('training'))).toBe(true);
    expect(hasRehabilitationChoice(tick('none'))).toBe(true);
    expect(hasRehabilitationChoice(tick('other'))).toBe(false);
    expect(hasRehabilitationChoice(setRehabilitationOtherText(tick('other'), ' '))).toBe(false);
    expect(hasRehabilitationChoice(setRehabilitationOtherText(tick('other'), 'therapy'))).toBe(true);
  });

  it('never leaves None ticked beside another box, whatever the clicks', () => {
    const click = fc.tuple(fc.constantFrom(...REHABILITATION_BOXES), fc.boolean());
    fc.assert(
      fc.property(fc.array(click, { maxLength: 30 }), (clicks) => {
        const answer = clicks.reduce((acc, [box, ticked]) => setRehabilitation(acc, box, ticked), blank);
        if (answer.rehabilitationNone) {
          const others = REHABILITATION_BOXES.filter((box) => box !== 'none');
          expect(others.some((box) => isRehabilitationTicked(answer, box))).toBe(false);
          expect(answer.rehabilitationOther).toBeNull();
        }
      }),
    );
  });
});
