import {
  PDF_SIGNATURE_LENGTH,
  UPLOAD_MAX_BYTES,
  isSameUpload,
  contentMatchesType,
  looksLikePdf,
  looksLikeText,
  pickerAcceptOf,
  uploadAcceptOf,
  uploadTypeOf,
  validateUploadSize,
} from '../../../src/domain/documents/file-upload';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('uploadTypeOf', () => {
  it.each([
    ['photo.png', 'image/png', 'image', 'image/png'],
    ['photo.JPG', 'image/jpeg', 'image', 'image/jpeg'],
    ['scan.bmp', 'image/bmp', 'image', 'image/bmp'],
    ['anim.gif', '', 'image', 'image/gif'],
    ['cv.pdf', 'application/pdf', 'document', 'application/pdf'],
    ['notes.txt', '', 'document', 'text/plain'],
    ['list.csv', 'application/vnd.ms-excel', 'document', 'text/csv'],
    ['list.csv', '', 'document', 'text/csv'],
  ])('takes %s (%s) as %s sent as %s', (name, mimeType, kind, sent) => {
    expect(uploadTypeOf({ name, mimeType }, 'any')).toEqual({ kind, mimeType: sent });
  });

  it.each([
    ['setup.exe', 'application/x-msdownload'],
    ['photo.webp', 'image/webp'],
    ['photo.heic', ''],
    ['noextension', ''],
  ])('refuses %s (%s)', (name, mimeType) => {
    expect(uploadTypeOf({ name, mimeType }, 'any')).toBeNull();
  });

  it('takes only images for a question that asks for an image', () => {
    expect(uploadAcceptOf('image')).toBe('images');
    expect(uploadAcceptOf('file')).toBe('any');
    expect(uploadAcceptOf(undefined)).toBe('any');
    expect(uploadTypeOf({ name: 'a.png', mimeType: 'image/png' }, 'images')).toEqual({
      kind: 'image',
      mimeType: 'image/png',
    });
    expect(uploadTypeOf({ name: 'cv.pdf', mimeType: 'application/pdf' }, 'images')).toBeNull();
    expect(uploadTypeOf({ name: 'notes.txt', mimeType: 'text/plain' }, 'images')).toBeNull();
  });
});

describe('looksLikePdf', () => {
  it('recognises the PDF header and nothing else', () => {
    expect(PDF_SIGNATURE_LENGTH).toBe(5);
    expect(looksLikePdf(bytes('%PDF-1.7\n'))).toBe(true);
    expect(looksLikePdf(bytes('%PDF-'))).toBe(true);
    expect(looksLikePdf(bytes('%PDF'))).toBe(false);
    expect(looksLikePdf(bytes('MZ\x90\x00\x03'))).toBe(false);
    expect(looksLikePdf(new Uint8Array(0))).toBe(false);
  });
});

describe('validateUploadSize', () => {
  it('accepts exactly 10 MB and refuses more, with the image text for an image and ours for a document', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(validateUploadSize('image', UPLOAD_MAX_BYTES)).toEqual({ valid: true });
    expect(validateUploadSize('document', UPLOAD_MAX_BYTES)).toEqual({ valid: true });
    expect(validateUploadSize('image', UPLOAD_MAX_BYTES + 1)).toEqual({
      valid: false,
      message: 'Too large image. Only image smaller than 10 MB can be uploaded.',
    });
    expect(validateUploadSize('document', UPLOAD_MAX_BYTES + 1)).toEqual({
      valid: false,
      message: 'Too large file. Only files smaller than 10 MB can be uploaded.',
    });
  });
});

describe('isSameUpload', () => {
  it('is the same file by name and size', () => {
    expect(isSameUpload({ name: 'a.pdf', sizeBytes: 10 }, { name: 'a.pdf', sizeBytes: 10 })).toBe(true);
    expect(isSameUpload({ name: 'a.pdf', sizeBytes: 10 }, { name: 'a.pdf', sizeBytes: 11 })).toBe(false);
    expect(isSameUpload({ name: 'a.pdf', sizeBytes: 10 }, { name: 'b.pdf', sizeBytes: 10 })).toBe(false);
  });
});

describe('pickerAcceptOf', () => {
  it('offers the picker extensions and their MIME types, without txt', () => {
    expect(pickerAcceptOf('any')).toBe(
      '.bmp,.gif,.jpeg,.jpg,.png,.pdf,image/bmp,image/gif,image/jpeg,image/png,application/pdf',
    );
    expect(pickerAcceptOf('any')).not.toContain('txt');
    expect(pickerAcceptOf('images')).toBe('.bmp,.gif,.jpeg,.jpg,.png,image/bmp,image/gif,image/jpeg,image/png');
  });
});

describe('looksLikeText and contentMatchesType (a document checked by its content, not its name)', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it.each([
    ['ASCII with tabs and line ends', utf8('name\tdate\r\nAnn\t2024\n')],
    ['UTF-8 accents and emoji', utf8('Inés Okafor, Zürich 🙂')],
    ['UTF-16 with its byte order mark', Uint8Array.of(0xff, 0xfe, 0x41, 0x00)],
    ['nothing at all', new Uint8Array()],
  ])('reads %s as text', (_label, content) => {
    expect(looksLikeText(content)).toBe(true);
  });

  it.each([
    ['a program (MZ header and NUL bytes)', Uint8Array.of(0x4d, 0x5a, 0x90, 0x00, 0x03)],
    ['a PNG', Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['Latin-1 bytes that are not UTF-8', Uint8Array.of(0x49, 0x6e, 0xe9, 0x73)],
    ['a UTF-8 sequence cut short', Uint8Array.of(0x41, 0xe2, 0x82)],
    ['an overlong lead byte', Uint8Array.of(0xc0, 0x80)],
    ['an escape character', utf8('red \u001b[31m')],
    ['odd-length UTF-16', Uint8Array.of(0xff, 0xfe, 0x41)],
  ])('does not read %s as text', (_label, content) => {
    expect(looksLikeText(content)).toBe(false);
  });

  it('holds each type to its own signature and refuses a type it does not know', () => {
    expect(contentMatchesType('application/pdf', utf8('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesType('application/pdf', utf8('plain words'))).toBe(false);
    expect(contentMatchesType('text/plain', utf8('%PDF-1.7\n'))).toBe(true);
    expect(contentMatchesType('text/csv', Uint8Array.of(0x89, 0x50, 0x4e, 0x47))).toBe(false);
    expect(contentMatchesType('application/zip', utf8('PK'))).toBe(false);
  });
});
