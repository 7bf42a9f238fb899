import { MAX_REGIONS, MIN_REGIONS } from '@academy/contract/rules';
import { useId } from 'react';

import { questionsMessages } from './messages';
import { RowInput, RowsEditor } from './RowsEditor';
import { blankRegion, type RegionValues } from './question-values';

const text = questionsMessages;

interface RegionsEditorProps {
  regions: RegionValues[];
  onChange: (regions: RegionValues[]) => void;
  errors: Partial<Record<string, string>>;
}

const COORDINATES = [
  ['x', text.regionX],
  ['y', text.regionY],
  ['w', text.regionW],
  ['h', text.regionH],
] as const;

/**
 * HOTSPOT: each region's label (what a screen reader says of it) and its rectangle in percent,
 * typed as numbers; one radio marks the correct region. The preview draws them on the image.
 */
export function RegionsEditor({ regions, onChange, errors }: RegionsEditorProps) {
  const group = useId();
  const update = (index: number, patch: Partial<RegionValues>) =>
    onChange(regions.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <RowsEditor
      legend={text.regions}
      hint={text.regionsHint}
      rows={regions}
      onChange={onChange}
      blank={blankRegion}
      min={MIN_REGIONS}
      max={MAX_REGIONS}
      labels={{
        add: text.addRegion,
        added: text.regionAdded,
        removed: text.regionRemoved,
        remove: text.removeRegion,
      }}
      listError={errors.regions}
      renderRow={(row, index, field) => {
        const number = index + 1;
        // One message for the rectangle, under its four numbers.
        const boxError = errors[`regions[${index}].box`];
        return (
          <>
            <RowInput
              id={`${field.idPrefix}-label`}
              className="admin-rows__label"
              label={text.regionLabel(number)}
              value={row.label}
              error={errors[`regions[${index}].label`]}
              onChange={(label) => update(index, { label })}
            />
            {COORDINATES.map(([name, label]) => (
              <RowInput
                key={name}
                id={`${field.idPrefix}-${name}`}
                className="admin-rows__number"
                inputMode="decimal"
                label={label(number)}
                value={row[name]}
                errorElsewhere={boxError ? `${field.idPrefix}-box-error` : undefined}
                onChange={(value) => update(index, { [name]: value })}
              />
            ))}
            <label className="admin-answers__correct">
              <input
                type="radio"
                name={`${group}-correct`}
                aria-label={text.regionCorrect(number)}
                checked={row.is_correct}
                onChange={() =>
                  onChange(regions.map((item, at) => ({ ...item, is_correct: at === index })))
                }
              />
              {text.correct}
            </label>
            {boxError && (
              <p
                id={`${field.idPrefix}-box-error`}
                className="admin-field__error admin-rows__error"
              >
                {boxError}
              </p>
            )}
          </>
        );
      }}
    />
  );
}
