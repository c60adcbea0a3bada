import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { BusinessCaseViewModel } from '../../../application/view-models/business-case.view-model';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import type { CaseQuestionKind } from '../../../domain/business/case-questions';
import { addLabelOf } from '../../../domain/business/case-questions';
import type { RosterList } from '../../../domain/business/roster';
import { EmailChipInput } from '../../components/email-chip-input';
import { BUSINESS_TEXTS } from '../../texts/business-texts';
import { HelpLink, useHelpArticles } from './help-link';
import { RosterTable } from './roster-table';

const chipTexts = (list: RosterList) => ({
  hint: BUSINESS_TEXTS.addHint,
  submit: BUSINESS_TEXTS.addTo[list],
  invalid: BUSINESS_TEXTS.invalidChip,
  remove: BUSINESS_TEXTS.removeChip,
  announce: BUSINESS_TEXTS.chipsAnnounced,
});

/**
 * The owners ('business owners and senior partners', or the single-email 'business owner(s)') or
 * the employees: the table, then the chip input that adds to it when adding is allowed.
 */
export const PeopleSection = observer(function PeopleSection({
  list,
  form,
  roster,
}: {
  readonly list: RosterList;
  readonly form: BusinessCaseViewModel;
  readonly roster: BusinessRosterViewModel;
}) {
  const articles = useHelpArticles();
  const onDraftChange = useCallback((pending: boolean) => form.setDraft(list, pending), [form, list]);
  const single = list === 'owners' && form.ownersForm === 'single-email';
  const title =
    list === 'fieldWorkers'
      ? BUSINESS_TEXTS.sections.employees
      : single
        ? BUSINESS_TEXTS.sections.singleOwner
        : BUSINESS_TEXTS.sections.ownersAndPartners;
  const kind: CaseQuestionKind =
    form.questionKinds[form.questions.indexOf(list)] ?? (list === 'owners' ? 'gls.businessowners' : 'gls.fieldworkers');
  const people = roster.people.filter((person) => (list === 'owners') === (person.role !== 'field-worker'));
  const canAdd = list === 'owners' ? roster.canAddOwners && !single : roster.canAddPeople;
  const titleId = `business-${list}-title`;
  return (
    <section className="business-section" aria-labelledby={titleId}>
      <div className="business-section__header">
        <h2 id={titleId} className="business-section__title">
          {title}
        </h2>
        <HelpLink href={articles[kind]} topic={title} />
      </div>
      {single ? <p className="field__hint">{BUSINESS_TEXTS.singleOwnerHint}</p> : null}
      <RosterTable caption={title} people={single ? people.slice(0, 1) : people} roster={roster} />
      {canAdd ? (
        <EmailChipInput
          id={`business-add-${list}`}
          label={addLabelOf(list, form.hasFieldWorkerQuestion)}
          texts={chipTexts(list)}
          disabled={roster.ownerConfirmation !== null}
          onSubmit={(emails) => roster.addAll(list, emails)}
          onDraftChange={onDraftChange}
        />
      ) : null}
    </section>
  );
});
