import { VALIDATION_MESSAGES } from '../../../src/domain/validation/messages';
import { AUTOCOMPLETE_MAX_MATCHES, validateAcademicProvider } from '../../../src/domain/validation/academic-provider';
import {
  ACCEPTED_MIME_TYPES,
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  UPLOAD_PICKER_EXTENSIONS,
  isAllowedFile,
  validateFiles,
} from '../../../src/domain/validation/files';
import { validateIdScan } from '../../../src/domain/validation/id-scan';
import {
  SELFIE_MAX_BYTES,
  validateSelfieFile,
  validateSelfieSize,
  validateSelfieSource,
  validateVideoSelfie,
} from '../../../src/domain/validation/selfie';
import { UTILITY_TEXTS, validateUtilityLogin } from '../../../src/domain/validation/utility-credentials';

describe('files', () => {
  it('lists the accepted types of the spec', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['bmp', 'gif', 'jpeg', 'jpg', 'png']);
    expect(DOCUMENT_EXTENSIONS).toEqual(['pdf', 'txt']);
    expect(ACCEPTED_MIME_TYPES).toEqual([
      'image/bmp',
      'image/gif',
      'image/jpeg',
      'image/png',
      'application/pdf',
      'text/plain',
    ]);
  });

  it('leaves txt out of the upload picker', () => {
    expect(UPLOAD_PICKER_EXTENSIONS).not.toContain('txt');
    expect(UPLOAD_PICKER_EXTENSIONS).toContain('pdf');
  });

  it('allows a file by its MIME type, or by its extension when the browser reports none', () => {
    expect(isAllowedFile({ name: 'scan.pdf', mimeType: 'application/pdf' })).toBe(true);
    expect(isAllowedFile({ name: 'photo.JPG', mimeType: '' })).toBe(true);
    expect(isAllowedFile({ name: 'photo.heic', mimeType: 'image/heic' })).toBe(false);
    expect(isAllowedFile({ name: 'notes.docx', mimeType: '' })).toBe(false);
  });

  it('recognises a csv file by its name', () => {
    expect(isAllowedFile({ name: 'roster.csv', mimeType: 'application/vnd.ms-excel' })).toBe(true);
  });

  it('needs a non-empty list and names the files of other types', () => {
    expect(validateFiles([])).toEqual({ valid: false, message: 'Add at least one file' });
    expect(validateFiles([{ name: 'a.png', mimeType: 'image/png' }])).toEqual({ valid: true });
    expect(
      validateFiles([
        { name: 'a.png', mimeType: 'image/png' },
        { name: 'b.exe', mimeType: 'application/octet-stream' },
        { name: 'c.zip', mimeType: 'application/zip' },
      ]),
    ).toEqual({ valid: false, message: 'The following files are empty, corrupted or unsupported: b.exe, c.zip.' });
  });
});

describe('selfie', () => {
  it('accepts an image of at most 10 MB', () => {
    expect(SELFIE_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(validateSelfieFile({ name: 's.jpg', mimeType: 'image/jpeg', sizeBytes: SELFIE_MAX_BYTES })).toEqual({
      valid: true,
    });
  });

  it('rejects a larger image with the spec message', () => {
    expect(validateSelfieFile({ name: 's.jpg', mimeType: 'image/jpeg', sizeBytes: SELFIE_MAX_BYTES + 1 })).toEqual({
      valid: false,
      message: 'Too large image. Only image smaller than 10 MB can be uploaded.',
    });
  });

  it('rejects a file that is not an image, or empty', () => {
    expect(validateSelfieFile({ name: 'me.pdf', mimeType: 'application/pdf', sizeBytes: 10 })).toEqual({
      valid: false,
      message: 'Selected file is empty, corrupted or unsupported: me.pdf.',
    });
    expect(validateSelfieFile({ name: 'me.png', mimeType: 'image/png', sizeBytes: 0 }).valid).toBe(false);
  });

  it('checks the two halves apart: the file is an image, and what is sent is at most 10 MB', () => {
    const large = { name: 'big.jpg', mimeType: 'image/jpeg', sizeBytes: 14 * 1024 * 1024 };
    expect(validateSelfieSource(large)).toEqual({ valid: true });
    expect(validateSelfieSource({ name: 'x.heic', mimeType: 'IMAGE/HEIC', sizeBytes: 1 })).toEqual({ valid: true });
    // An iPhone's Files app reports no type for a .heic: the pipeline reads the bytes.
    expect(validateSelfieSource({ name: 'IMG_0001.HEIC', mimeType: '', sizeBytes: 1 })).toEqual({ valid: true });
    expect(validateSelfieSource({ name: 'x.heif', mimeType: 'application/octet-stream', sizeBytes: 1 })).toEqual({
      valid: true,
    });
    expect(validateSelfieSource({ name: 'notes', mimeType: '', sizeBytes: 1 }).valid).toBe(false);
    expect(validateSelfieSource({ name: 'x.heic.exe', mimeType: '', sizeBytes: 1 }).valid).toBe(false);
    expect(validateSelfieSource({ name: 'me.txt', mimeType: 'text/plain', sizeBytes: 5 })).toEqual({
      valid: false,
      message: 'Selected file is empty, corrupted or unsupported: me.txt.',
    });
    expect(validateSelfieSize(SELFIE_MAX_BYTES)).toEqual({ valid: true });
    expect(validateSelfieSize(SELFIE_MAX_BYTES + 1)).toEqual({
      valid: false,
      message: 'Too large image. Only image smaller than 10 MB can be uploaded.',
    });
  });

  it('accepts a video selfie only with both the selfie and the face map', () => {
    expect(validateVideoSelfie({ selfie: 'img', faceMap: 'map' })).toEqual({ valid: true });
    expect(validateVideoSelfie({ selfie: 'img', faceMap: null }).valid).toBe(false);
    expect(validateVideoSelfie({ selfie: undefined, faceMap: 'map' }).valid).toBe(false);
  });
});

describe('academic and utility providers', () => {
  it('shows the spec placeholder and at most 10 matches', () => {
    expect(VALIDATION_MESSAGES.academicRequired).toBe('Type and select a known institution');
    expect(AUTOCOMPLETE_MAX_MATCHES).toBe(10);
  });

  it('accepts an academic provider with a name and an id', () => {
    expect(validateAcademicProvider({ name: 'MIT', id: '42' })).toEqual({ valid: true });
    expect(validateAcademicProvider({ name: 'MIT', id: '' }).valid).toBe(false);
    expect(validateAcademicProvider(null).valid).toBe(false);
  });

  it('uses the spec texts of the utility question', () => {
    expect(UTILITY_TEXTS).toEqual({
      autocompleteLabel: 'Utility providers',
      unavailable: 'Sorry, this utility provider is not available',
      submit: 'Authorize',
    });
  });

  it('needs the provider, username and password', () => {
    const login = { provider: 'pge', username: 'ann@x.com', password: ' secret ' };
    expect(validateUtilityLogin(login)).toEqual({ valid: true });
    expect(validateUtilityLogin({ ...login, provider: ' ' }).valid).toBe(false);
    expect(validateUtilityLogin({ ...login, username: '' })).toEqual({
      valid: false,
      message: 'Username or email is required',
    });
    expect(validateUtilityLogin({ ...login, password: '' })).toEqual({ valid: false, message: 'Password is required' });
  });
});

describe('validateIdScan', () => {
  const page = { data: 'aGVsbG8=', mimeType: 'image/jpeg' };

  it('is valid when the type is allowed and every page is a captured image', () => {
    expect(validateIdScan({ type: 'passport', pages: [page] }, ['id_card', 'passport'])).toEqual({ valid: true });
    expect(validateIdScan({ type: 'id_card', pages: [page, page] }, ['id_card'])).toEqual({ valid: true });
  });

  it('rejects a type the question does not allow', () => {
    expect(validateIdScan({ type: 'drivers_license', pages: [page, page] }, ['id_card', 'passport']).valid).toBe(false);
  });

  it('rejects a missing, extra or empty page', () => {
    expect(validateIdScan({ type: 'id_card', pages: [page] }, ['id_card']).valid).toBe(false);
    expect(validateIdScan({ type: 'passport', pages: [page, page] }, ['passport']).valid).toBe(false);
    expect(validateIdScan({ type: 'passport', pages: [{ data: '', mimeType: 'image/png' }] }, ['passport']).valid).toBe(
      false,
    );
  });
});
