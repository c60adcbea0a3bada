import { stringsUrl } from '../../../src/adapters/facetec/facetec-package';
import { readFaceTecStrings } from '../../../src/adapters/facetec/facetec-strings';

describe("FaceTec's strings files", () => {
  it('are beside the SDK in its package, for an https address and for a same-origin path', () => {
    expect(stringsUrl('https://cdn.example/facetec/core-sdk/FaceTecSDK.js/FaceTecSDK.js', 'es')).toBe(
      'https://cdn.example/facetec/core-sdk-optional/FaceTecStrings.es.js',
    );
    expect(stringsUrl('/vendor/facetec/core-sdk/FaceTecSDK.js/FaceTecSDK.js', 'en')).toBe(
      '/vendor/facetec/core-sdk-optional/FaceTecStrings.js',
    );
  });

  it('are read as data from the script FaceTec ships, with its line breaks, escapes and last comma', () => {
    const file = [
      'var FaceTecStrings = {',
      '  "FaceTec_action_ok": "ACEPTAR",',
      '',
      '  "FaceTec_result_success_message": "Listo<br/>Gracias",',
      '  "FaceTec_instructions_message": "Use \\"buena\\" luz \\u00e1",',
      '};',
      '',
      'module.exports = FaceTecStrings;',
    ].join('\n');
    expect(readFaceTecStrings(file)).toEqual({
      FaceTec_action_ok: 'ACEPTAR',
      FaceTec_result_success_message: 'Listo<br/>Gracias',
      FaceTec_instructions_message: 'Use "buena" luz á',
    });
  });

  it("leave out a text with markup the page's policy would refuse, and an escape JSON does not know", () => {
    const file = [
      '"FaceTec_action_ok": "ACEPTAR",',
      '"FaceTec_action_continue": "<img src=x onerror=alert(1)>",',
      '"FaceTec_action_confirm": "\\x41",',
    ].join('\n');
    expect(readFaceTecStrings(file)).toEqual({ FaceTec_action_ok: 'ACEPTAR' });
  });

  it('are nothing when the answer holds no text (a host that answers its own page)', () => {
    expect(readFaceTecStrings('<!doctype html><title>Not found</title>')).toBeNull();
  });
});
