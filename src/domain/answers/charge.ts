import { CHARGE_FIELDS } from '../assessment/read-charge-answer';
import { validateCharge } from '../assessment/charge-validity';
import { encodeCharge } from '../encoding/charge-assessment';
import { ok } from '../shared/result';
import { objectKind } from './answer-kind';

/**
 * One charge of the individualized assessment (spec 001 §3.4). The assessment is sent as the list
 * of charge answers; one charge is a list of one.
 */
export const charge = objectKind(CHARGE_FIELDS, {
  check: (answer) => validateCharge(answer),
  encode: (answer) => ok([encodeCharge(answer)]),
  describe:
    '{"chargeID"?,"chargeName"?,"chargeDate"?,"ageAtOffense":1-150,"lastPosition","cause"?,"rehabilitation{Parole,Probation,Education,Training,Alcohol,Drug,None}"?:true|false,"rehabilitationOther"?:string|null,"paroleRequirements","offenseTraining","substanceTraining","additionalEffort","isBonded":true|false,"additionalInformation"}',
});
