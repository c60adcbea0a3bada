import { observer } from 'mobx-react-lite';
import type { DocumentType } from '../../../../domain/documents/document-types';
import { ID_SCAN_TEXTS } from '../../../texts/id-scan-texts';
import { ChoiceGroup } from '../../choice/choice-group';

/**
 * The document type as a radio group (spec 001 §4 'ID capture'); choosing another type starts its
 * pages again. Only drawn when there is a choice: a prescribed type needs no question.
 */
export const DocumentTypeChoice = observer(function DocumentTypeChoice(props: {
  readonly id: string;
  readonly offered: readonly DocumentType[];
  readonly chosen: DocumentType;
  readonly onChoose: (type: DocumentType) => void;
}) {
  const { id, offered, chosen, onChoose } = props;
  if (offered.length < 2) return null;
  return (
    <ChoiceGroup
      id={id}
      legend={ID_SCAN_TEXTS.typeLegend}
      type="radio"
      options={offered.map((type) => ({ value: type, label: ID_SCAN_TEXTS.typeNames[type] }))}
      isChecked={(value) => value === chosen}
      onToggle={(value, checked) => {
        const type = offered.find((t) => t === value);
        if (checked && type !== undefined) onChoose(type);
      }}
      onBlur={() => undefined}
      error={null}
    />
  );
});
