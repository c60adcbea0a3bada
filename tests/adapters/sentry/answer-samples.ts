import type { CheckContext } from '../../../src/domain/answers/answer-kind';
import { encodeAnswer } from '../../../src/domain/answers/encode-answer';
import type { CheckKind } from '../../../src/domain/answers/registry';
import { CHECK_KINDS } from '../../../src/domain/answers/registry';
import { encodeAcademicProvider } from '../../../src/domain/encoding/academic-provider';
import { encodeSelfieData } from '../../../src/domain/encoding/binary-data';
import { encodeCapturedDocument, uploadedPageFile } from '../../../src/domain/encoding/captured-document';
import { encodeCoiDocument } from '../../../src/domain/encoding/coi-document';
import { encodeDocumentImages } from '../../../src/domain/encoding/document-image-keys';
import type { Submission } from '../../../src/domain/encoding/submission';
import { submissionFor, submissionOfAttributes } from '../../../src/domain/encoding/submission';
import { encodeUtilityCredentials } from '../../../src/domain/encoding/utility-credentials';
import { videoSelfieAttributes } from '../../../src/domain/liveness/video-selfie-answer';
import { checkKindOf } from '../../../src/domain/questions/check-kind-of';
import type { InputKind } from '../../../src/domain/questions/input-kind';
import { INPUT_KINDS } from '../../../src/domain/questions/input-kind';
import type { SmartAttributeKind } from '../../../src/domain/questions/smart-attribute';
import { SMART_ATTRIBUTE_KINDS } from '../../../src/domain/questions/smart-attribute';

/**
 * A realistic answer of every kind the app sends, built by the domain's own encoders exactly as
 * the question screens build them: what the applicant typed (or the camera, the file picker or a
 * form gave) and the submission that goes on the wire. Names and values are made up.
 */

/** Which call of the interview port sends the answer: stored, or uploaded for verification. */
export type SendBy = 'store' | 'verify' | 'pay';

export interface AnswerSample {
  /** The input kind, smart attribute or answer kind it stands for. */
  readonly kind: string;
  /** Values as the applicant typed or picked them (the search also looks for every wire value). */
  readonly typed: readonly string[];
  readonly submission: Submission;
  readonly sendBy: SendBy;
  /** Only the payment form: the token sent to the service, while the card stays in the form. */
  readonly paymentToken?: string;
}

const question = (attrType: string) => ({ attrType, shareWith: ['rp-acme-staffing'] });
const CONTEXT: CheckContext = { today: { year: 2026, month: 11, day: 22 } };

/** Deterministic bytes that read as a JPEG (or PNG, PDF) header, as base64: an image's payload. */
function fakeFile(header: readonly number[], size = 600): string {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  for (let at = header.length, seed = 7; at < size; at += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    bytes[at] = seed >> 16;
  }
  return Buffer.from(bytes).toString('base64');
}
const JPEG = fakeFile([0xff, 0xd8, 0xff, 0xe0]);
const JPEG_BACK = fakeFile([0xff, 0xd8, 0xff, 0xe1], 500);
const PNG = fakeFile([0x89, 0x50, 0x4e, 0x47], 400);
const PDF = fakeFile([0x25, 0x50, 0x44, 0x46], 700);
const FACE_MAP = fakeFile([0x46, 0x4d], 300);

/** What the applicant types or picks for each answer kind (the CLI's and the question screens' input). */
const TYPED: { readonly [K in CheckKind]: unknown } = {
  ssn: '536-22-8417',
  itin: '912-78-4321',
  ein: '47-1829364',
  email: 'marisol.okafor@example.org',
  text: 'Left "Acme Staffing" in 2019;\nask Dr. Keane at the Riverside clinic',
  'us-state': 'TX',
  integer: '84250',
  date: '06/30/2025',
  birthday: '04/15/1987',
  'future-date': '03/31/2031',
  'mmc-reference-number': '804-2719',
  'phone-number': '+1 (512) 555-0147',
  'full-name': { first: 'Marisol', middle: 'Inés', last: 'Okafor' },
  'past-name': { hasPastName: true, first: 'Marisol', middle: '', last: 'Quintanilla' },
  address: { street: '1200 Elm Street Apt 4B', city: 'Austin', state: 'TX', postcode: '78701' },
  cpr: { provider: 'American Red Cross', certId: 'RC7731' },
  'bar-license-details': { jurisdiction: 'DC', yearAdmitted: '2011', licenseNumber: 'BAR-448812' },
  consent: { authorized: true, requestedFreeCopy: true },
  'statement-of-truth': { value: true, consentText: 'I, Marisol Okafor, attest that my answers are true.' },
  'bulk-email': { emails: ['hr@okafor-consulting.example', 'ops@okafor-consulting.example'], certified: true },
  charge: {
    chargeID: 'chg-20150611-3',
    chargeName: 'Possession of a controlled substance',
    chargeDate: '06/11/2015',
    ageAtOffense: 27,
    lastPosition: 'Night-shift warehouse lead',
    isBonded: true,
    additionalInformation: 'Completed probation in Travis County',
    additionalEffort: 'Volunteer counsellor since 2017',
    offenseTraining: 'Forklift certification',
    substanceTraining: 'Twelve-month outpatient programme',
    paroleRequirements: 'All met',
    rehabilitationEducation: true,
  },
};

/** The strings inside a typed answer: what the applicant typed. */
const typedTexts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(typedTexts)
      : [];

/** A typed answer encoded and put in its submission as the question view model does. */
function typedSample(kind: CheckKind, as: string): AnswerSample {
  const encoded = encodeAnswer(kind, TYPED[kind], CONTEXT);
  if (!encoded.ok) throw new Error(`the ${kind} sample is not valid: ${encoded.error.message}`);
  const attrType = `core.sample_${kind.replace(/-/g, '_')}`;
  const submission =
    kind === 'consent'
      ? submissionOfAttributes(question(attrType), encoded.value as Record<string, unknown>)
      : submissionFor(question(attrType), encoded.value);
  return { kind: as, typed: typedTexts(TYPED[kind]), submission, sendBy: 'store' };
}

/** The answers screens capture or pick and send themselves (question-answer.ts: 'captured'). */
const CAPTURED: Readonly<Partial<Record<InputKind | SmartAttributeKind, Omit<AnswerSample, 'kind'>>>> = {
  selfie: {
    typed: [`data:image/jpeg;base64,${JPEG}`],
    submission: submissionFor(
      question('identity_assurance.selfie'),
      encodeSelfieData({ data: JPEG, mimeType: 'image/jpeg' }),
    ),
    sendBy: 'verify',
  },
  'insurance-policy-number': {
    typed: ['POL 88213-TX 0047'],
    submission: submissionFor(question('insurance_policy_verification.policy_number'), 'POL 88213-TX 0047'),
    sendBy: 'store',
  },
  'id-scan': (() => {
    const images = encodeDocumentImages({ kind: 'legacy-us-issued', type: 'drivers_license' }, [
      { data: JPEG, mimeType: 'image/jpeg' },
      { data: JPEG_BACK, mimeType: 'image/jpeg' },
    ]);
    if (!images.ok) throw new Error(images.error);
    return {
      typed: [JPEG, JPEG_BACK],
      submission: submissionOfAttributes(question('identity_assurance.document_verification'), images.value),
      sendBy: 'verify',
    } as const;
  })(),
  'academic-provider': {
    typed: ['Austin Community College District'],
    submission: submissionFor(
      question('education.academic_provider'),
      encodeAcademicProvider({ name: 'Austin Community College District', id: 'acc-district-0187' }),
    ),
    sendBy: 'store',
  },
  'liveness-check': (() => {
    const attributes = videoSelfieAttributes('identity_assurance.biometric_verification.video_selfie', {
      status: 'PASSED',
      sessionId: 'fts-session-5f0c9e2a',
      faceScan: null,
      faceMap: FACE_MAP,
      auditTrailImages: [`data:image/jpeg;base64,${JPEG}`, `data:image/jpeg;base64,${JPEG_BACK}`],
    });
    if (!attributes.ok) throw new Error(attributes.error);
    return {
      typed: [FACE_MAP, JPEG, JPEG_BACK],
      submission: submissionOfAttributes(
        question('identity_assurance.biometric_verification.video_selfie'),
        attributes.value,
      ),
      sendBy: 'store',
    } as const;
  })(),
  'coi-scan': {
    typed: ['coi-marisol-okafor-2026.pdf'],
    submission: submissionFor(
      question('coi.document'),
      encodeCoiDocument([
        uploadedPageFile({ data: PDF, mimeType: 'application/pdf', fileName: 'coi-marisol-okafor-2026.pdf' }),
      ]),
    ),
    sendBy: 'store',
  },
  'external-provider': {
    typed: ['marisol.okafor87', 'Tr0ub4dor&3 horse'],
    submission: submissionFor(
      question('utility.credentials'),
      encodeUtilityCredentials({
        provider: 'Austin Energy',
        username: 'marisol.okafor87',
        password: 'Tr0ub4dor&3 horse',
      }),
    ),
    sendBy: 'store',
  },
  file: {
    typed: ['pay-stub-okafor-march.png'],
    submission: submissionFor(
      question('employment.pay_stub'),
      encodeCapturedDocument([
        uploadedPageFile({ data: PNG, mimeType: 'image/png', fileName: 'pay-stub-okafor-march.png' }),
      ]),
    ),
    sendBy: 'store',
  },
  boolean: { typed: [], submission: submissionFor(question('core.has_felony'), true), sendBy: 'store' },
  'string-enum': {
    typed: ['Self-employed contractor'],
    submission: submissionFor(question('employment.status'), 'Self-employed contractor'),
    sendBy: 'store',
  },
  'string-enum-list': {
    typed: ['Night shifts', 'Weekends'],
    submission: submissionFor(question('employment.availability'), ['Night shifts', 'Weekends']),
    sendBy: 'store',
  },
  'json-schema': {
    typed: [],
    submission: submissionFor(question('contractor.profile'), {
      legalName: 'Marisol Inés Okafor',
      dateOfBirth: '1987-04-15',
      taxId: '536-22-8417',
      homeAddress: { line1: '1200 Elm Street Apt 4B', city: 'Austin', region: 'TX', postalCode: '78701' },
      mobile: '+15125550147',
      contactEmail: 'marisol.okafor@example.org',
      vehicle: { plate: 'KTX-4471', insurer: 'Lone Star Mutual' },
      signature: `data:image/png;base64,${PNG}`,
    }),
    sendBy: 'store',
  },
  'license-number': {
    typed: ['D08812734'],
    submission: submissionFor(question('drivers_license.number'), [{ licenseId: 'D08812734', licenseState: 'TX' }]),
    sendBy: 'store',
  },
};

/**
 * The payment form: the card and its CVC stay in the card provider's form, and the service gets a
 * token (POST /payments). The card's values are what a careless integration would log on failure.
 */
const PAYMENT: AnswerSample = {
  kind: 'payment',
  typed: ['3782 822463 10005', '378282246310005', '4242 4242 4242 4242', 'cvc: 7373', '"cvc":"7373"'],
  submission: {},
  sendBy: 'pay',
  paymentToken: 'tok_1QxT8sL2eZvKYlo2C0aBcDeF',
};

/**
 * One sample per input kind (a typed kind through its answer kind), per smart attribute, per
 * answer kind no input kind names (the CLI's), and the payment form.
 */
export function answerSamples(): AnswerSample[] {
  const inputs = INPUT_KINDS.map((kind) => {
    const checkKind = checkKindOf({ kind: 'input', inputKind: kind });
    const captured = CAPTURED[kind];
    if (checkKind !== null) return typedSample(checkKind, kind);
    if (captured === undefined) throw new Error(`no sample for the input kind ${kind}`);
    return { kind, ...captured };
  });
  const smart = SMART_ATTRIBUTE_KINDS.map((kind) => {
    const captured = CAPTURED[kind];
    if (captured === undefined) throw new Error(`no sample for the smart attribute ${kind}`);
    return { kind, ...captured };
  });
  const named = new Set(INPUT_KINDS.map((kind) => checkKindOf({ kind: 'input', inputKind: kind })));
  const others = CHECK_KINDS.filter((kind) => !named.has(kind)).map((kind) => typedSample(kind, `answer:${kind}`));
  return [...inputs, ...smart, ...others, PAYMENT];
}
