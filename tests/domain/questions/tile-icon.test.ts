import { tileIconOf } from '../../../src/domain/questions/tile-icon';
import { makeQuestion } from './make-question';

describe('tileIconOf', () => {
  it('shows the icon the metadata names', () => {
    expect(tileIconOf(makeQuestion('id.scan', { metadata: { icon: 'camera' } }))).toBe('camera');
    expect(tileIconOf(makeQuestion('core.ssn', { metadata: { icon: 'keyboard' } }))).toBe('keyboard');
  });

  it('shows the keyboard when the metadata names none', () => {
    expect(tileIconOf(makeQuestion('core.ssn'))).toBe('keyboard');
    expect(tileIconOf(undefined)).toBe('keyboard');
  });
});
