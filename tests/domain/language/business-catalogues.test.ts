import { HTTP_MESSAGES } from '../../../src/domain/errors/http-failure';
import { chargeDateShown, chargeNameShown, emptyChargeAnswer } from '../../../src/domain/assessment/charge-answer';
import { chargeLabel } from '../../../src/domain/assessment/charge-navigation';
import { validateCharge } from '../../../src/domain/assessment/charge-validity';
import { addLabelOf } from '../../../src/domain/business/case-questions';
import { caseTimelineSteps } from '../../../src/domain/business/case-timeline';
import { BUSINESS_MESSAGES } from '../../../src/domain/business/messages';
import { submissionStatusText } from '../../../src/domain/business/roster';
import {
  addAgentReply,
  initialChatState,
  messageText,
  openChat,
  parseChatState,
} from '../../../src/domain/chat/chat-state';
import { displayedMessage } from '../../../src/domain/chat/truncation';
import { encodeCharge } from '../../../src/domain/encoding/charge-assessment';
import { DOMAIN_CATALOGUES } from '../../../src/domain/language/domain-catalogues';
import { DOMAIN_CATALOGUES_ES } from '../../../src/domain/language/domain-catalogues.es';
import { applyTexts } from '../../../src/domain/language/translation';

afterEach(() => applyTexts(DOMAIN_CATALOGUES, 'en'));

const chat = openChat(initialChatState('S1'), { id: 'm1', now: 1 });
const away = addAgentReply(chat, { ok: false }, { id: 'm2', now: 2 });
const charge = emptyChargeAnswer(7);

/** What the business, assessment and chat domain says, read by key as every reader does. */
const said = () => ({
  step: caseTimelineSteps('dropoff', true)[2]?.title,
  status: submissionStatusText('pending'),
  add: addLabelOf('owners', true),
  leave: BUSINESS_MESSAGES.leaveWithUnsentEdits,
  address: HTTP_MESSAGES.invalidBusinessAddress,
  label: chargeLabel({ index: 1, count: 3 }),
  name: chargeNameShown(charge),
  date: chargeDateShown(charge),
  invalid: validateCharge(charge),
  welcome: messageText(chat.history[0]!),
  away: messageText(away.history[1]!),
  cut: displayedMessage('a'.repeat(551)).text.slice(-4),
});

describe('the business, assessment and chat catalogues in Spanish (issue 28)', () => {
  it('are read when a text is made, so a switch reaches every reader and English comes back unchanged', () => {
    const english = said();
    expect(english).toMatchObject({
      step: 'Application Canceled',
      name: 'Offense Not found',
      welcome: "Hey there! I'm Evie. Your virtual assistant. How can I help?",
    });

    applyTexts(DOMAIN_CATALOGUES, DOMAIN_CATALOGUES_ES);

    expect(said()).toEqual({
      step: 'Solicitud cancelada',
      status: 'Envío pendiente',
      add: 'Agregar nuevo propietario del negocio o socio principal',
      leave: 'Sus cambios aún no se han enviado. ¿Desea salir de la página y perderlos?',
      address:
        'La dirección que ingresó no coincide con ninguna dirección conocida. Ingrese la dirección del negocio tal como aparece en Google Maps.',
      label: 'Cargo 2 de 3',
      name: 'Delito no encontrado',
      date: 'Fecha no encontrada',
      invalid: { valid: false, message: 'La edad al momento del delito debe ser un número entero del 1 al 150' },
      welcome: '¡Hola! Soy Evie, su asistente virtual. ¿En qué puedo ayudarle?',
      away: expect.stringContaining('¡vuelvo pronto!'),
      cut: 'a...',
    });

    applyTexts(DOMAIN_CATALOGUES, 'en');
    expect(said()).toEqual(english);
  });

  it('never change the values sent: a charge without a name or date is sent with the English defaults', () => {
    applyTexts(DOMAIN_CATALOGUES, DOMAIN_CATALOGUES_ES);
    const fresh = emptyChargeAnswer(8);
    expect(encodeCharge({ ...fresh, chargeName: '', chargeDate: '' })).toMatchObject({
      chargeName: 'Offense Not found',
      chargeDate: 'Date Not Found',
    });
    expect(fresh).toMatchObject({ chargeName: 'Offense Not found', chargeDate: 'Date Not Found' });
  });

  it("shows Evie's fixed messages in the language of the moment, also once stored and read back", () => {
    const stored = parseChatState(JSON.parse(JSON.stringify(away)));
    if (!stored.ok) throw new Error(stored.error);
    applyTexts(DOMAIN_CATALOGUES, DOMAIN_CATALOGUES_ES);
    expect(stored.value.history.map(messageText)).toEqual([
      '¡Hola! Soy Evie, su asistente virtual. ¿En qué puedo ayudarle?',
      expect.stringMatching(/^En este momento fui por un café/),
    ]);
  });

  it('keeps an offense name of its own as the service gave it', () => {
    applyTexts(DOMAIN_CATALOGUES, DOMAIN_CATALOGUES_ES);
    expect(chargeNameShown(emptyChargeAnswer(9, 'Theft', '2020-01-01'))).toBe('Theft');
  });
});
