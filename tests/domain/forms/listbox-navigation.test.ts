import {
  isNavigationKey,
  isPrintableKey,
  movedActiveIndex,
  typeAheadIndex,
} from '../../../src/domain/forms/listbox-navigation';

describe('listbox navigation', () => {
  it('moves by one with the arrows and stops at either end', () => {
    expect(movedActiveIndex('ArrowDown', 3, 10)).toBe(4);
    expect(movedActiveIndex('ArrowUp', 3, 10)).toBe(2);
    expect(movedActiveIndex('ArrowDown', 9, 10)).toBe(9);
    expect(movedActiveIndex('ArrowUp', 0, 10)).toBe(0);
    expect(movedActiveIndex('ArrowDown', -1, 10)).toBe(0);
  });

  it('goes to the first and last option with Home and End, and by five with the page keys', () => {
    expect(movedActiveIndex('Home', 7, 10)).toBe(0);
    expect(movedActiveIndex('End', 2, 10)).toBe(9);
    expect(movedActiveIndex('PageDown', 2, 10)).toBe(7);
    expect(movedActiveIndex('PageDown', 7, 10)).toBe(9);
    expect(movedActiveIndex('PageUp', 7, 10)).toBe(2);
    expect(movedActiveIndex('PageUp', 2, 10)).toBe(0);
  });

  it('has no active option in an empty list', () => {
    expect(movedActiveIndex('ArrowDown', -1, 0)).toBe(-1);
    expect(movedActiveIndex('End', 0, 0)).toBe(-1);
  });

  it('knows its keys', () => {
    expect(['ArrowDown', 'PageUp', 'Home'].every(isNavigationKey)).toBe(true);
    expect(['Enter', 'a', 'ArrowLeft'].some(isNavigationKey)).toBe(false);
  });

  it('jumps to the next label starting with a typed letter, going round, as a native select does', () => {
    const labels = ['Alabama', 'Alaska', 'Arizona', 'California', 'Colorado'];
    expect(typeAheadIndex(labels, 'c', -1)).toBe(3);
    expect(typeAheadIndex(labels, 'C', 3)).toBe(4);
    expect(typeAheadIndex(labels, 'c', 4)).toBe(3);
    expect(typeAheadIndex(labels, 'a', 4)).toBe(0);
    expect(typeAheadIndex(labels, 'z', 0)).toBe(-1);
    expect(typeAheadIndex([], 'a', -1)).toBe(-1);
  });

  it('tells a typed character from a shortcut, a named key and the space that picks', () => {
    expect(isPrintableKey('a', false)).toBe(true);
    expect(isPrintableKey('é', false)).toBe(true);
    expect(isPrintableKey('a', true)).toBe(false);
    expect(isPrintableKey('Enter', false)).toBe(false);
    expect(isPrintableKey(' ', false)).toBe(false);
  });
});
