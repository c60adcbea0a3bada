import { encodeAcademicProvider } from '../../../src/domain/encoding/academic-provider';
import { encodeAddress } from '../../../src/domain/encoding/address';
import { encodeAttorneyLicenseDetails } from '../../../src/domain/encoding/attorney-license-details';
import { encodeBinaryData, encodeSelfieData } from '../../../src/domain/encoding/binary-data';
import { encodeBulkEmails } from '../../../src/domain/encoding/bulk-emails';
import { encodeCapturedDocument, uploadedPageFile } from '../../../src/domain/encoding/captured-document';
import { encodeCoiDocument } from '../../../src/domain/encoding/coi-document';
import { encodeCprData } from '../../../src/domain/encoding/cpr-data';
import { encodeDateAnswer } from '../../../src/domain/encoding/date-answer';
import { encodeName } from '../../../src/domain/encoding/name';
import { encodePastName } from '../../../src/domain/encoding/past-name';
import { encodeStatementOfTruth } from '../../../src/domain/encoding/statement-of-truth';
import { encodeEin, encodeItin, encodeMmcReference, encodeSsn } from '../../../src/domain/encoding/tax-ids';
import { encodeUtilityCredentials } from '../../../src/domain/encoding/utility-credentials';

describe('value encoders', () => {
  it("encodes a name as $objectType 'Name' with every part trimmed", () => {
    expect(encodeName({ first: ' Ann ', middle: '', last: ' Lee' })).toEqual({
      $objectType: 'Name',
      first: 'Ann',
      middle: '',
      last: 'Lee',
    });
  });

  it('encodes a ticked past name as a Name and an unticked one as null', () => {
    expect(encodePastName({ hasPastName: true, first: 'Ann', middle: ' B ', last: 'Smith' })).toEqual({
      $objectType: 'Name',
      first: 'Ann',
      middle: 'B',
      last: 'Smith',
    });
    expect(encodePastName({ hasPastName: false, first: 'Ann', middle: '', last: 'Smith' })).toBeNull();
  });

  it('encodes CPR data as cert_id and provider', () => {
    expect(encodeCprData({ provider: 'American Red Cross', certId: ' AB12CD ' })).toEqual({
      cert_id: 'AB12CD',
      provider: 'American Red Cross',
    });
  });

  it('encodes attorney licence details with an integer year and a null absent licence number', () => {
    expect(encodeAttorneyLicenseDetails({ jurisdiction: 'NY', yearAdmitted: ' 1999 ', licenseNumber: ' ' })).toEqual({
      ok: true,
      value: { license_number: null, year_admitted: 1999, jurisdiction: 'NY' },
    });
    expect(encodeAttorneyLicenseDetails({ jurisdiction: 'NY', yearAdmitted: '2001', licenseNumber: 'L-7' })).toEqual({
      ok: true,
      value: { license_number: 'L-7', year_admitted: 2001, jurisdiction: 'NY' },
    });
    expect(encodeAttorneyLicenseDetails({ jurisdiction: 'NY', yearAdmitted: '1899', licenseNumber: '' }).ok).toBe(
      false,
    );
  });

  it("encodes an address as 'street, city, state postcode'", () => {
    expect(encodeAddress({ street: ' 1 Main St ', city: 'Austin ', state: 'TX', postcode: ' 78701' })).toBe(
      '1 Main St, Austin, TX 78701',
    );
  });

  it('joins bulk e-mails with newlines, trimmed and without duplicates', () => {
    expect(encodeBulkEmails([' a@x.com', 'b@x.com ', 'A@X.com', '', 'c@x.com'])).toBe('a@x.com\nb@x.com\nc@x.com');
    expect(encodeBulkEmails([])).toBe('');
  });

  it('encodes utility credentials keeping the password as typed', () => {
    expect(encodeUtilityCredentials({ provider: ' pge ', username: ' ann ', password: ' p w ' })).toEqual({
      provider: 'pge',
      username: 'ann',
      password: ' p w ',
    });
  });

  it('encodes an academic provider as name and id', () => {
    expect(encodeAcademicProvider({ name: 'MIT', id: '42' })).toEqual({ name: 'MIT', id: '42' });
  });

  it('encodes a statement of truth as value and consentText', () => {
    expect(encodeStatementOfTruth({ value: false, consentText: ' I attest ' })).toEqual({
      ok: true,
      value: { value: false, consentText: 'I attest' },
    });
    expect(encodeStatementOfTruth({ value: null, consentText: 'x' }).ok).toBe(false);
  });

  it('encodes a date answer as year, month and day', () => {
    expect(encodeDateAnswer('02/29/2024')).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } });
    expect(encodeDateAnswer('02/30/2024').ok).toBe(false);
  });

  it('encodes tax IDs and MMC numbers as their digits', () => {
    expect(encodeSsn('536-22-1847')).toBe('536221847');
    expect(encodeSsn('912 70 1234')).toBe('912701234');
    expect(encodeSsn('666-22-1847')).toBeNull();
    expect(encodeItin('912-70-1234')).toBe('912701234');
    expect(encodeItin('536-22-1847')).toBeNull();
    expect(encodeEin('12-3456789')).toBe('123456789');
    expect(encodeMmcReference('012-34 56')).toBe('0123456');
  });

  it('encodes binary data with base64 data, mime_type and metadata', () => {
    expect(encodeBinaryData({ data: 'aGk=', mimeType: 'image/png' })).toEqual({
      data: 'aGk=',
      mime_type: 'image/png',
      metadata: {},
    });
    expect(encodeSelfieData({ data: 'aGk=', mimeType: 'image/jpeg', metadata: { width: 10 } })).toEqual({
      data: 'aGk=',
      mime_type: 'image/jpeg',
      metadata: { width: 10 },
      cropped: false,
    });
  });

  it('encodes a captured document with null capture method, time, description and title', () => {
    expect(encodeCapturedDocument([{ data: 'aGk=', mimeType: 'application/pdf' }])).toEqual({
      content: [
        {
          content: { data: 'aGk=', mime_type: 'application/pdf', metadata: {} },
          capture_method: null,
          captured_at: null,
        },
      ],
      description: null,
      title: null,
    });
  });
});

describe('document uploads', () => {
  it('names the file of each uploaded page in its metadata', () => {
    const page = uploadedPageFile({ data: 'JVBERi0=', mimeType: 'application/pdf', fileName: 'cv.pdf' });
    expect(encodeCapturedDocument([page]).content[0]?.content).toEqual({
      data: 'JVBERi0=',
      mime_type: 'application/pdf',
      metadata: { fileName: 'cv.pdf' },
    });
  });

  it('encodes a certificate of insurance as a CapturedDocument with its type, one page per file', () => {
    const pages = [
      uploadedPageFile({ data: '/9j/', mimeType: 'image/jpeg', fileName: 'page 1.png' }),
      uploadedPageFile({ data: 'JVBERi0=', mimeType: 'application/pdf', fileName: 'page 2.pdf' }),
    ];
    expect(encodeCoiDocument(pages)).toEqual({
      type: 'certificate_of_insurance',
      content: [
        {
          content: { data: '/9j/', mime_type: 'image/jpeg', metadata: { fileName: 'page 1.png' } },
          capture_method: null,
          captured_at: null,
        },
        {
          content: { data: 'JVBERi0=', mime_type: 'application/pdf', metadata: { fileName: 'page 2.pdf' } },
          capture_method: null,
          captured_at: null,
        },
      ],
      description: null,
      title: null,
    });
  });
});
