import { STORAGE_UNAVAILABLE_MESSAGE, storageWarning } from '../../../src/domain/session/storage-warning';

describe('storage warning', () => {
  it('warns that refreshing loses progress only when session storage is unavailable', () => {
    expect(storageWarning(false)).toBe(STORAGE_UNAVAILABLE_MESSAGE);
    expect(STORAGE_UNAVAILABLE_MESSAGE).toMatch(/refreshing .* lose your progress/);
    expect(storageWarning(true)).toBeNull();
  });
});
