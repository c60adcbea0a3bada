import { bytesToBase64 } from '../../../src/domain/encoding/base64';

describe('bytesToBase64', () => {
  it('encodes with padding as RFC 4648 does', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(bytesToBase64(text(''))).toBe('');
    expect(bytesToBase64(text('f'))).toBe('Zg==');
    expect(bytesToBase64(text('fo'))).toBe('Zm8=');
    expect(bytesToBase64(text('foo'))).toBe('Zm9v');
    expect(bytesToBase64(text('foobar'))).toBe('Zm9vYmFy');
  });

  it('agrees with Node for every byte value and across chunk boundaries', () => {
    const bytes = new Uint8Array(200_001);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7919) % 256;
    expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});
