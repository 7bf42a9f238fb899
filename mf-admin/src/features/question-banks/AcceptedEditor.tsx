import { MAX_ACCEPTED } from '@academy/contract/rules';
import { questionsMessages } from './messages';
import { RowInput, RowsEditor } from './RowsEditor';
import { blankText, type AcceptedValues } from './question-values';

const text = questionsMessages;

interface AcceptedEditorProps {
  accepted: AcceptedValues[];
  onChange: (accepted: AcceptedValues[]) => void;
  errors: Partial<Record<string, string>>;
}

/** FILL: the values a learner may type. */
export function AcceptedEditor({ accepted, onChange, errors }: AcceptedEditorProps) {
  return (
    <RowsEditor
      legend={text.accepted}
      hint={text.acceptedHint}
      rows={accepted}
      onChange={onChange}
      blank={blankText}
      min={1}
      max={MAX_ACCEPTED}
      labels={{
        add: text.addAccepted,
        added: text.acceptedAdded,
        removed: text.acceptedRemoved,
        remove: text.removeAccepted,
      }}
      listError={errors.accepted}
      renderRow={(row, index, field) => (
        <RowInput
          id={`${field.idPrefix}-text`}
          label={text.acceptedText(index + 1)}
          value={row.text}
          error={errors[`accepted[${index}].text`]}
          onChange={(value) =>
            onChange(accepted.map((item, at) => (at === index ? { ...item, text: value } : item)))
          }
        />
      )}
    />
  );
}
