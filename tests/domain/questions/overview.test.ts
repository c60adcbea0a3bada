import { overviewItems } from '../../../src/domain/questions/overview';
import { compareForOverview } from '../../../src/domain/questions/overview-order';
import { makeQuestion } from './make-question';

describe('overviewItems', () => {
  it('lists incomplete questions first, core items in their fixed order, the rest by title', () => {
    const questions = [
      makeQuestion('work.reference', { metadata: { title: 'Reference' } }),
      makeQuestion('consent.fcra', { metadata: { title: 'Background check consent' } }),
      makeQuestion('address.home', { metadata: { title: 'Address' } }),
      makeQuestion('core.dateofbirth', { complete: true, metadata: { title: 'Date of birth' } }),
      makeQuestion('core.ssn', { metadata: { title: 'SSN' } }),
      makeQuestion('zeta', { complete: true, metadata: { title: 'Alpha' } }),
      makeQuestion('core.fullname', { complete: true, metadata: { title: 'Full name' } }),
      makeQuestion('core.lastname', { metadata: { title: 'Last name' } }),
      makeQuestion('core.middlename', { metadata: { title: 'Middle name' } }),
      makeQuestion('core.firstname', { metadata: { title: 'First name' } }),
    ];
    expect(overviewItems(questions).map((i) => i.attrType)).toEqual([
      'core.firstname',
      'core.middlename',
      'core.lastname',
      'core.ssn',
      'consent.fcra',
      'address.home',
      'work.reference',
      'core.fullname',
      'core.dateofbirth',
      'zeta',
    ]);
  });

  it('breaks a title tie by attribute type', () => {
    const questions = [
      makeQuestion('b.phone', { metadata: { title: 'Phone' } }),
      makeQuestion('a.phone', { metadata: { title: 'Phone' } }),
    ];
    expect(overviewItems(questions).map((i) => i.attrType)).toEqual(['a.phone', 'b.phone']);
  });

  it('compares titles without regard to case, as a reader would', () => {
    const questions = [
      makeQuestion('x', { metadata: { title: 'beta' } }),
      makeQuestion('y', { metadata: { title: 'Alpha' } }),
    ];
    expect(overviewItems(questions).map((i) => i.title)).toEqual(['Alpha', 'beta']);
  });

  it('gives each tile its slug, title, completion and required flag', () => {
    expect(overviewItems([makeQuestion('core.ssn', { metadata: { title: 'Social Security Number' } })])).toEqual([
      { attrType: 'core.ssn', slug: 'core-ssn', title: 'Social Security Number', complete: false, required: true },
    ]);
  });

  it('falls back to the attribute type for a question without a title', () => {
    expect(overviewItems([makeQuestion('employment.history')])[0]?.title).toBe('employment.history');
  });

  it('treats a question without metadata.required as required and honours required false', () => {
    const items = overviewItems([makeQuestion('a'), makeQuestion('b', { metadata: { required: false } })]);
    expect(items.map((i) => i.required)).toEqual([true, false]);
  });

  it('leaves hidden questions out', () => {
    expect(overviewItems([makeQuestion('a', { metadata: { hidden: true } })])).toEqual([]);
  });

  it('is a consistent order: a question compares equal to itself', () => {
    const q = makeQuestion('core.ssn');
    expect(compareForOverview(q, q)).toBe(0);
  });
});
