import { useEffect, useRef, useState } from 'react';

import {
  INITIAL_CALCULATOR,
  keyFromKeyboard,
  pressKey,
  type CalculatorKey,
} from './calculator-engine';
import { useExamToolsMessages } from './messages';

const ROWS: readonly (readonly CalculatorKey[])[] = [
  ['MC', 'MR', 'M+', 'M-'],
  ['C', 'CE', '⌫', '÷'],
  ['7', '8', '9', '×'],
  ['4', '5', '6', '-'],
  ['1', '2', '3', '+'],
  ['±', '0', '.', '='],
];

/**
 * The on-screen calculator (basic four functions and a memory, as the exam's): every key is a
 * button with a spoken name, and the keyboard types into it while the focus is inside. The
 * display is a live region so a screen reader hears each result.
 */
export function Calculator() {
  const messages = useExamToolsMessages();
  const [state, setState] = useState(INITIAL_CALCULATOR);
  const press = (key: CalculatorKey) => setState((current) => pressKey(current, key));
  const root = useRef<HTMLDivElement>(null);
  // Typing while the focus is in the calculator presses its keys.
  useEffect(() => {
    const element = root.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const key = keyFromKeyboard(event.key);
      // Enter on a focused key button presses that button (the browser's), not '='.
      if (!key || (event.key === 'Enter' && event.target instanceof HTMLButtonElement)) return;
      event.preventDefault();
      setState((current) => pressKey(current, key));
    };
    element?.addEventListener('keydown', onKeyDown);
    return () => element?.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div className="exam-calculator" ref={root} dir="ltr">
      <output
        className="exam-calculator__display"
        aria-label={messages.calculatorDisplay}
        aria-live="polite"
      >
        {state.memory !== 0 && (
          <span className="exam-calculator__memory" title={messages.memoryOn}>
            {messages.memoryMark}
          </span>
        )}
        {state.display}
      </output>
      <div className="exam-calculator__keys">
        {ROWS.flat().map((key) => (
          <button
            key={key}
            type="button"
            className={`exam-calculator__key${/[0-9.]/.test(key) ? '' : ' is-operator'}`}
            aria-label={messages.keyNames[key] ?? key}
            onClick={() => press(key)}
          >
            {key}
          </button>
        ))}
      </div>
    </div>
  );
}
