import { Dialog, useLocalized } from '@academy/shared';
import { useState } from 'react';

import './player.css';

import { usePlayerMessages } from './messages';

/**
 * A question's explanation, in English and, where the academy wrote one, in Arabic
 * (docs/design/languages.md#bilingual-exam).
 */
export interface Explained {
  explanation?: string;
  explanation_ar?: string | null;
}

export interface SeeAnswerProps {
  question: Explained;
  /** Marks the right answer on the question (the caller's state: the question's view shows it). */
  onReveal: () => void;
}

/**
 * The spec's 'See Answer', in the spec's player and in a practice-mode attempt: the button marks
 * the right answer and opens the explanation, in the learner's language (else the English), in a
 * dialog; closing it gives the focus back to the button. Render it keyed by the question, so moving
 * on closes it.
 */
export function SeeAnswer({ question, onReveal }: SeeAnswerProps) {
  const messages = usePlayerMessages();
  const localized = useLocalized();
  const [explaining, setExplaining] = useState(false);
  return (
    <>
      <button
        type="button"
        className="ac-button exam-button--reveal"
        onClick={() => {
          onReveal();
          setExplaining(true);
        }}
      >
        {messages.seeAnswer}
      </button>
      {explaining && (
        <Dialog
          title={messages.explanationTitle}
          onClose={() => setExplaining(false)}
          actions={
            <button type="button" className="ac-button" onClick={() => setExplaining(false)}>
              {messages.close}
            </button>
          }
        >
          {/* The English stands in for a missing Arabic one: it keeps its own direction. */}
          <p dir="auto">{localized(question, 'explanation')}</p>
        </Dialog>
      )}
    </>
  );
}
