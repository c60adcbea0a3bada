import type { RequestInit } from '../model/applicant-request';
import type { IdUploadOutcome } from '../model/id-verification';
import type { LivenessInit } from '../model/liveness-check';
import type { QuestionTemplate } from './questions';
import {
  APPLICANT_QUESTIONS,
  DOCUMENT_QUESTIONS,
  EVERY_QUESTION,
  ID_SCAN_QUESTIONS,
  INSURANCE_CHAT_QUESTIONS,
  INSURANCE_QUESTIONS,
  SAMPLE_OFFENSES,
  SELFIE_QUESTIONS,
  SPANISH_APPLICANT_QUESTIONS,
  US_DOCUMENT_QUESTIONS,
  VIDEO_SELFIE_QUESTIONS,
} from './questions';
import { CUSTOM_FORM_QUESTIONS, LICENCE_FORM_QUESTIONS, LOCKED_FORM_QUESTIONS } from './form-questions';
import { ACME_FREIGHT_DN, ACME_HEALTH_DN, ACME_STAFFING_DN } from './issuers';

/** What a scenario sets on a request; ids and canary are chosen by whoever creates it. */
export type RequestShape = Omit<RequestInit, 'id' | 'canary' | 'now'>;

const DAY_SECONDS = 24 * 60 * 60;

/** Made-up answers for requests that were answered before the scenario starts. */
const ANSWERED: Readonly<Record<string, unknown>> = {
  'core.fullname': { $objectType: 'Name', first: 'Pat', middle: '', last: 'Applicant' },
  'core.ssn': '123-45-6789',
  'core.dateofbirth': '1990-01-31',
  'identity_assurance.address.home': { street: '1 Elm St', city: 'Austin', state: 'TX', postcode: '78701' },
  'consent.fcra': { accepted: true },
};

const applicant = (questions: readonly QuestionTemplate[] = APPLICANT_QUESTIONS): RequestShape => ({
  dn: ACME_STAFFING_DN,
  questions,
});

/** The video-selfie interview, its liveness service behaving as `liveness` says (model/liveness-check.ts). */
const videoSelfie = (liveness: LivenessInit = {}): RequestShape => ({
  ...applicant(VIDEO_SELFIE_QUESTIONS),
  liveness,
});

/** The ID scan interview, its document verification answering each upload as `outcomes` say (model/id-verification.ts). */
const idScan = (outcomes: readonly IdUploadOutcome[], extra: Partial<RequestShape> = {}): RequestShape => ({
  ...applicant(ID_SCAN_QUESTIONS),
  idVerification: outcomes,
  ...extra,
});

/** An applicant who answered everything `daysAgo` days before now (seconds). */
const answered = (nowSeconds: number, daysAgo: number): RequestShape => ({
  ...applicant(),
  answers: ANSWERED,
  consentGiven: true,
  createdAt: nowSeconds - (daysAgo + 1) * DAY_SECONDS,
  submittedAt: nowSeconds - daysAgo * DAY_SECONDS,
});

/**
 * The applicant scenarios of issue 3 §5, by name: a description and the request it creates. A Map,
 * so that a name like 'valueOf' from the URL finds nothing rather than Object's prototype.
 */
export const APPLICANT_SCENARIOS: ReadonlyMap<
  string,
  { readonly description: string; readonly shape: (nowSeconds: number) => RequestShape }
> = new Map(
  Object.entries({
    applicant: {
      description: 'Acme Staffing asks for full name, SSN, date of birth, home address and FCRA consent',
      shape: () => applicant(),
    },
    'applicant-payment': {
      description: 'The applicant interview with a balance of USD 25.00 to pay by card',
      shape: () => ({ ...applicant(), balance: 25 }),
    },
    'applicant-every-question': {
      description: 'One question of every input kind, with a criminal record to assess',
      shape: () => ({ ...applicant(EVERY_QUESTION), offenses: SAMPLE_OFFENSES }),
    },
    'applicant-insurance': {
      description:
        'An insurance self-attestation whose question offers Evie, the chat assistant (on a desktop), then the full name without her',
      shape: () => applicant(INSURANCE_CHAT_QUESTIONS),
    },
    'applicant-selfie': {
      description: 'A biometric consent, then a selfie: taken with the camera, chosen, or handed off to a phone',
      shape: () => applicant(SELFIE_QUESTIONS),
    },
    'applicant-selfie-text-only': {
      description:
        "The selfie against a service with the spec's calls alone (no hand-off codes): a desktop hands it off by text only, no QR code",
      shape: () => ({ ...applicant(SELFIE_QUESTIONS), handoffCodes: false }),
    },
    'applicant-documents': {
      description:
        'A file upload (a résumé: PDFs and pictures, dropped or browsed) and a certificate of insurance (its pages uploaded, or photographed on a phone)',
      shape: () => applicant(DOCUMENT_QUESTIONS),
    },
    'applicant-us-documents': {
      description:
        'Document pages listed one per attribute: the US-issued document pages grouped into one question, a French ID card into another',
      shape: () => applicant(US_DOCUMENT_QUESTIONS),
    },
    'applicant-id-scan': {
      description:
        'An ID scan that passes verification first time; Acme Freight, a named issuer, so photos may also be uploaded on a phone or a computer',
      shape: () => idScan(['pass'], { dn: ACME_FREIGHT_DN }),
    },
    'applicant-id-retry': {
      description:
        'An ID scan the provider cannot read three times (glare, then blurry, then both): the persistent-failure screen follows; the camera overlay flag is on',
      shape: () =>
        idScan([{ failureReason: 'GLARE' }, { failureReason: 'SHARPNESS' }, { failureReason: 'GLARE_SHARPNESS' }], {
          featureFlags: { idverify_user_media_overlay_enabled: true },
        }),
    },
    'applicant-id-unknown': {
      description:
        "An ID scan the provider cannot read for an unknown reason: 'We're having trouble detecting your ID'",
      shape: () => idScan([{ failureReason: 'UNKNOWN' }]),
    },
    'applicant-id-timeout': {
      description: 'An ID scan whose verification stays waiting: the app times out and sends it with the legacy submit',
      shape: () => idScan(['waiting']),
    },
    'applicant-processing': {
      description: 'Everything answered three days ago; the verification is in process',
      shape: (now) => ({ ...answered(now, 3), status: 'in_process' }),
    },
    'applicant-processing-8-days': {
      description: 'Everything answered eight days ago and still in process: the 7-day notice',
      shape: (now) => ({ ...answered(now, 8), status: 'in_process' }),
    },
    'applicant-processing-14-days': {
      description: 'Everything answered 14 days ago and still in process: the 13-day notice with its support link',
      shape: (now) => ({ ...answered(now, 14), status: 'in_process' }),
    },
    'applicant-complete': {
      description: 'The verification has completed',
      shape: (now) => ({ ...answered(now, 5), status: 'complete', completedAt: now - DAY_SECONDS }),
    },
    'applicant-timeout': {
      description: 'Nothing was answered for 31 days: the request timed out',
      shape: (now) => ({ ...applicant(), status: 'timeout', createdAt: now - 31 * DAY_SECONDS }),
    },
    'applicant-canceled': {
      description: 'The issuer canceled the request after the applicant submitted',
      shape: (now) => ({ ...answered(now, 2), status: 'terminated' }),
    },
    'applicant-insurance-canceled': {
      description: 'An insurance self-attestation that was canceled: the terminated insurance page',
      shape: (now) => ({ ...applicant(INSURANCE_QUESTIONS), status: 'terminated', createdAt: now - 2 * DAY_SECONDS }),
    },
    'applicant-video-selfie': {
      description: 'A video selfie (liveness check with the camera) that passes, then the full name',
      shape: () => videoSelfie(),
    },
    'applicant-video-selfie-retry': {
      description:
        'A video selfie whose request used 2 of its 5 tries before: the pre-check rejects twice (2, then 1 try remaining), then passes',
      shape: () => videoSelfie({ triesUsed: 2, rejectionsLeft: 2 }),
    },
    'applicant-video-selfie-locked': {
      description: 'A video selfie for a request locked out of liveness checks: the Limits exceeded page',
      shape: () => videoSelfie({ locked: true }),
    },
    'applicant-custom-form': {
      description:
        'A custom form with every field kind: text, rich text with variables, colour, logo, date, numbers, yes/no, dropdowns with search, nested objects and lists at their limits',
      shape: () => applicant(CUSTOM_FORM_QUESTIONS),
    },
    'applicant-licence-form': {
      description: "A nursing licence form: the licence number is checked against the chosen state's format",
      shape: () => applicant(LICENCE_FORM_QUESTIONS),
    },
    'applicant-locked-form': {
      description: 'Position details the employer filled in and locked: the applicant reviews and confirms them',
      shape: () => applicant(LOCKED_FORM_QUESTIONS),
    },
    'applicant-spanish': {
      description:
        'Acme Health writes in English and Spanish (issue 28): switch to Español for its question titles and descriptions, consent text and thank-you message in Spanish',
      shape: (): RequestShape => ({ dn: ACME_HEALTH_DN, questions: SPANISH_APPLICANT_QUESTIONS }),
    },
  }),
);
