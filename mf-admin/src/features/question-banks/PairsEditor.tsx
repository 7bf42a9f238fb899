import { MAX_EXTRAS, MAX_PAIRS, MIN_PAIRS } from '@academy/contract/rules';
import { questionsMessages } from './messages';
import { RowInput, RowsEditor } from './RowsEditor';
import { blankPair, blankText, type AcceptedValues, type PairValues } from './question-values';

const text = questionsMessages;

interface PairsEditorProps {
  pairs: PairValues[];
  extras: AcceptedValues[];
  onPairs: (pairs: PairValues[]) => void;
  onExtras: (extras: AcceptedValues[]) => void;
  /** The form's errors by path: 'pairs' for the list, 'pairs[1].left' for a row. */
  errors: Partial<Record<string, string>>;
}

/** MATCH: the pairs (an item and its match), then the answers no item takes. */
export function PairsEditor({ pairs, extras, onPairs, onExtras, errors }: PairsEditorProps) {
  const update = (index: number, patch: Partial<PairValues>) =>
    onPairs(pairs.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <>
      <RowsEditor
        legend={text.pairs}
        hint={text.pairsHint(MIN_PAIRS, MAX_PAIRS)}
        rows={pairs}
        onChange={onPairs}
        blank={blankPair}
        min={MIN_PAIRS}
        max={MAX_PAIRS}
        labels={{
          add: text.addPair,
          added: text.pairAdded,
          removed: text.pairRemoved,
          remove: text.removePair,
        }}
        listError={errors.pairs}
        renderRow={(row, index, field) => (
          <>
            <RowInput
              id={`${field.idPrefix}-left`}
              label={text.pairItem(index + 1)}
              value={row.left}
              error={errors[`pairs[${index}].left`]}
              onChange={(left) => update(index, { left })}
            />
            <span className="admin-rows__arrow" aria-hidden="true">
              →
            </span>
            <RowInput
              id={`${field.idPrefix}-right`}
              label={text.pairMatch(index + 1)}
              value={row.right}
              error={errors[`pairs[${index}].right`]}
              onChange={(right) => update(index, { right })}
            />
          </>
        )}
      />
      <RowsEditor
        legend={text.extras}
        hint={text.extrasHint}
        rows={extras}
        onChange={onExtras}
        blank={blankText}
        min={0}
        max={MAX_EXTRAS}
        labels={{
          add: text.addExtra,
          added: text.extraAdded,
          removed: text.extraRemoved,
          remove: text.removeExtra,
        }}
        listError={errors.extras}
        renderRow={(row, index, field) => (
          <RowInput
            id={`${field.idPrefix}-text`}
            label={text.extraText(index + 1)}
            value={row.text}
            error={errors[`extras[${index}].text`]}
            onChange={(value) =>
              onExtras(extras.map((item, at) => (at === index ? { ...item, text: value } : item)))
            }
          />
        )}
      />
    </>
  );
}
