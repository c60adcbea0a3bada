import { AXE_WCAG_TAGS } from '../../../support/axe-tags';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { issuerOf, question } from '../../../application/fakes/fake-interview-service';
import { openQuestion } from '../../support/open-question';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };

const cases = [
  [question('core.phone', { type: 'phone-number', metadata: { title: 'Phone' } }), /^Phone number/],
  [question('core.cpr', { type: 'cpr', metadata: { title: 'CPR' } }), /^CPR provider/],
  [question('core.bar', { type: 'bar-license-details', metadata: { title: 'Bar' } }), /^Jurisdiction/],
  [question('core.sot', { type: 'statement-of-truth', metadata: { title: 'Statement' } }), /^By submitting/],
  [
    question('consent.fcra.state_resident_notice', { type: 'consent', metadata: { title: 'Consent' } }),
    'I have read and accept this disclosure',
  ],
  [question('core.emails', { type: 'bulk-email', metadata: { title: 'Emails' } }), /^Email addresses/],
  [question('core.yes', { type: 'boolean', metadata: { title: 'Veteran?' } }), 'Yes'],
  [
    question('core.one', { type: 'string-enum', metadata: { title: 'Size', constraints: { options: ['s'] } } }),
    /^Size/,
  ],
  [
    question('core.many', { type: 'string-enum-list', metadata: { title: 'Langs', constraints: { options: ['en'] } } }),
    'en',
  ],
  [question('core.policy', { type: 'insurance-policy-number', metadata: { title: 'Policy' } }), /^Policy number/],
] as const;

describe('the choice fields and axe (WCAG 2.1 AA)', () => {
  it.each(cases.map(([q, label]) => [q.type, q, label] as const))(
    'the %s field has no violations, with its error shown',
    async (_type, q, label) => {
      const { user } = await openQuestion(q, label, (app) => {
        app.service.issuer = issuerOf({
          consentHtml: { 'consent.fcra': { html: '<p>Acme <a href="/x">terms</a></p>', data: {} } },
        });
      });
      const [first] = screen.getAllByLabelText(label);
      if (first === undefined) throw new Error('no field');
      await user.click(first);
      await user.tab();
      const results = await axe.run(document.body, WCAG);
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    },
  );
});
