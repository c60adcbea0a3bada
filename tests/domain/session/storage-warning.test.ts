import { STORAGE_WARNING_TEXTS, storageWarning } from '../../../src/domain/session/storage-warning';

describe('storage warning', () => {
  it('warns that refreshing loses progress only when session storage is unavailable', () => {
    expect(storageWarning(false)).toBe(STORAGE_WARNING_TEXTS.unavailable);
    expect(STORAGE_WARNING_TEXTS.unavailable).toMatch(/refreshing .* lose your progress/);
    expect(storageWarning(true)).toBeNull();
  });
});
