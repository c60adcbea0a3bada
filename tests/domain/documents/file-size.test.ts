import { formatFileSize } from '../../../src/domain/documents/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [340 * 1024 + 500, '340 KB'],
    [1.25 * 1024 * 1024, '1.2 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [10 * 1024 * 1024 + 1, '10 MB'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});
