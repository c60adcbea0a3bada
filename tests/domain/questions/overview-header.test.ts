import { allQuestionsComplete, overviewHeader, overviewIntro } from '../../../src/domain/questions/overview-header';
import { QUESTION_TEXTS } from '../../../src/domain/questions/messages';
import { makeQuestion } from './make-question';

describe('the overview header', () => {
  const open = [makeQuestion('a'), makeQuestion('b', { complete: true })];
  const done = [makeQuestion('a', { complete: true }), makeQuestion('h', { metadata: { hidden: true } })];

  it('names the issuer', () => {
    expect(overviewHeader({ issuerName: 'Acme Staffing', logoShown: false, questions: open })).toBe(
      'Acme Staffing is requesting information from you',
    );
  });

  it('leaves the name to the logo when the logo shows', () => {
    expect(overviewHeader({ issuerName: 'Acme Staffing', logoShown: true, questions: open })).toBe(
      'is requesting information from you',
    );
  });

  it('uses the logo wording when the issuer has no name', () => {
    expect(overviewHeader({ issuerName: ' ', logoShown: false, questions: open })).toBe(
      'is requesting information from you',
    );
    expect(overviewHeader({ logoShown: false, questions: open })).toBe('is requesting information from you');
  });

  it('says the information was submitted once every visible question is complete', () => {
    expect(overviewHeader({ issuerName: 'Acme Staffing', logoShown: false, questions: done })).toBe(
      'Your information has been submitted',
    );
    expect(allQuestionsComplete(done)).toBe(true);
    expect(allQuestionsComplete(open)).toBe(false);
  });

  it('asks to complete the summary, or the profile without one', () => {
    expect(overviewIntro('background check')).toBe('Action required to complete your background check');
    expect(overviewIntro(undefined)).toBe('Action required to complete your profile');
    expect(overviewIntro('  ')).toBe('Action required to complete your profile');
  });

  it('has the legend of the spec', () => {
    expect(QUESTION_TEXTS.legend).toBe('* Required information');
  });
});
