import { CAMERA_BUTTON_TEXTS, cameraFallbackText } from '../../../src/domain/capture/camera-fallback';
import { captureNameOf } from '../../../src/domain/capture/capture-names';
import { formatFileSize } from '../../../src/domain/documents/file-size';
import { monthHeadingOf, spokenDateOf, weekColumns } from '../../../src/domain/forms/calendar-month';
import { displayStoredDate } from '../../../src/domain/forms/form-date';
import { formMessage } from '../../../src/domain/forms/messages';
import { INTERVIEW_CATALOGUES } from '../../../src/domain/language/catalogues/interview';
import { INTERVIEW_CATALOGUES_ES } from '../../../src/domain/language/catalogues/interview.es';
import { applyTexts } from '../../../src/domain/language/translation';
import { groupDocumentQuestions } from '../../../src/domain/questions/document-grouping';
import { requestTimeline } from '../../../src/domain/request-status/request-timeline';
import { statusNoteText } from '../../../src/domain/request-status/status-note-text';
import { statusNotes } from '../../../src/domain/request-status/status-notes';
import { pageTitle } from '../../../src/domain/session/routes';
import { formatDisplayDate } from '../../../src/domain/shared/display-date';

afterEach(() => applyTexts(INTERVIEW_CATALOGUES, 'en'));

const date = { year: 2026, month: 11, day: 29 };

/** What the interview's domain says, read by key as every reader does. */
const said = () => ({
  statusDate: formatDisplayDate(date, 'request-status'),
  questionDate: formatDisplayDate(date, 'question'),
  fieldDate: displayStoredDate('2026-11-29'),
  heading: monthHeadingOf(2025, 3),
  spoken: spokenDateOf({ year: 2025, month: 3, day: 4 }),
  columns: weekColumns(),
  title: pageTitle('Attest', 'done'),
  capture: captureNameOf({ kind: 'certificate-page', page: 2 }),
  camera: cameraFallbackText('not-found', true).heading,
  retry: CAMERA_BUTTON_TEXTS.tryAgain,
  size: formatFileSize(1),
  minimum: formMessage('minimum', { minimum: 3 }),
  note: requestTimeline('timeout', false)[1]?.note,
  rule: statusNoteText(statusNotes('new', { year: 2026, month: 10, day: 30 })[0]!),
  grouped: groupDocumentQuestions([
    {
      attrType: 'identity_assurance.document_verification.us_issued.front',
      complete: false,
      hasError: false,
      shareWith: [],
      metadata: {},
    },
  ])[0]?.metadata.title,
});

describe('the interview catalogues in Spanish (issue 28)', () => {
  it('are read when a text is made, so a switch reaches every reader and English comes back unchanged', () => {
    const english = said();
    expect(english).toMatchObject({
      statusDate: '11/29/2026',
      questionDate: '11/29/2026',
      title: 'Attest - Thank you',
      rule: 'A verification request expires 30 days after it is sent: this one expires on 11/29/2026.',
    });

    applyTexts(INTERVIEW_CATALOGUES, INTERVIEW_CATALOGUES_ES);

    expect(said()).toEqual({
      statusDate: '29 de noviembre de 2026',
      questionDate: '29 de noviembre de 2026',
      // What the applicant types and reads back in a date field stays month/day/year.
      fieldDate: '11/29/2026',
      heading: 'Marzo de 2025',
      spoken: 'Martes, 4 de marzo de 2025',
      columns: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
      title: 'Attest - Gracias',
      capture: 'Página 2 de su certificado',
      camera: 'No pudimos abrir la cámara de su teléfono aquí.',
      retry: 'Intentar de nuevo',
      size: '1 byte',
      minimum: 'El valor no puede ser menor que 3',
      note: 'No se proporcionó información',
      rule: 'Una solicitud de verificación vence 30 días después de enviarse: esta vence el 29 de noviembre de 2026.',
      grouped: 'Verificación de documentos',
    });

    applyTexts(INTERVIEW_CATALOGUES, 'en');

    expect(said()).toEqual(english);
  });

  it('writes a date of a year below 100 as that year', () => {
    applyTexts(INTERVIEW_CATALOGUES, INTERVIEW_CATALOGUES_ES);
    expect(formatDisplayDate({ year: 45, month: 1, day: 2 }, 'question')).toBe('2 de enero de 0045');
  });
});
