import { useId, useRef, useState } from 'react';

import { listMessages } from '../../components/resource-list/messages';
import { useDebouncedValue } from '../../components/resource-list/use-debounced-value';
import { SEARCH_DELAY_MS } from '../../components/resource-list/ResourceList';
import { LEARNER_SEARCH_MIN, useLearner, useLearnerSearch } from './learner-search';
import { enrollmentsMessages } from './messages';

const text = enrollmentsMessages;

interface LearnerPickerProps {
  /** The chosen learner's id ('' for none). */
  value: string;
  onChange: (id: string) => void;
  /** The broken rule's message (none chosen, or the server's). */
  error?: string;
}

/**
 * Search, then pick: a search box, the learners it finds as a list of buttons (a count said to
 * screen readers), and once one is chosen, who it is and the way to choose another.
 */
export function LearnerPicker({ value, onChange, error }: LearnerPickerProps) {
  const id = useId();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DELAY_MS);
  const found = useLearnerSearch(search);
  const chosen = useLearner(value);
  // Where the focus goes once the part it was in is replaced: the choice made, or the search
  // box again (a pick or "Choose another learner" removes the button that had it).
  const focusNext = useRef<'chosen' | 'search' | null>(null);
  const focusIfNext = (target: 'chosen' | 'search') => (element: HTMLElement | null) => {
    if (element && focusNext.current === target) {
      focusNext.current = null;
      element.focus();
    }
  };
  const pick = (id: string, then: 'chosen' | 'search') => {
    focusNext.current = then;
    onChange(id);
  };

  if (value && chosen.data) {
    return (
      <div className="admin-field">
        <span className="admin-field__label">{text.learner}</span>
        <p className="admin-picker__chosen" tabIndex={-1} ref={focusIfNext('chosen')}>
          {text.chosenLearner(chosen.data.email)}
        </p>
        <button
          type="button"
          className="admin-button admin-button--quiet"
          onClick={() => pick('', 'search')}
        >
          {text.changeLearner}
        </button>
      </div>
    );
  }

  const enough = search.trim().length >= LEARNER_SEARCH_MIN;
  let status = '';
  if (enough && found.isFetching) status = text.searchingLearners;
  else if (enough && found.data?.length === 0) status = text.noLearnerFound;
  else if (enough && found.data)
    status = listMessages.count(found.data.length, 'learners', 'learner');
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{text.findLearner}</label>
      <p id={`${id}-hint`} className="admin-field__hint">
        {text.findLearnerHint}
      </p>
      <input
        ref={focusIfNext('search')}
        id={id}
        name="user"
        type="search"
        value={searchText}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => setSearchText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
      <p className="admin-field__hint" role="status">
        {status}
      </p>
      {enough && found.data && found.data.length > 0 && (
        <ul className="admin-picker__results" aria-label={text.learnerResults}>
          {found.data.map((learner) => (
            <li key={learner.id}>
              <button
                type="button"
                className="admin-button admin-button--quiet"
                onClick={() => pick(String(learner.id), 'chosen')}
              >
                {learner.email}
                {learner.username ? ` (${learner.username})` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
