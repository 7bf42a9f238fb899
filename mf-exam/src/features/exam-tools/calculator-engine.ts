/**
 * The on-screen calculator's arithmetic (docs/design/exam-attempts.md#exam-tools): a small state
 * machine of keys, as a pocket calculator works (2 + 3 × 4 = 20, left to right), with a memory.
 * No eval: each key is one pure step, so every behaviour is tested.
 */
export type Operator = '+' | '-' | '×' | '÷';
export type CalculatorKey =
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '.'
  | Operator
  | '='
  | 'C'
  | 'CE'
  | '⌫'
  | '±'
  | 'MC'
  | 'MR'
  | 'M+'
  | 'M-';

export interface CalculatorState {
  /** What the display shows: the number being typed, or the last result. */
  display: string;
  /** The left operand waiting for its operator's right one. */
  pending: number | null;
  operator: Operator | null;
  /** The next digit starts a new number (after an operator or =). */
  fresh: boolean;
  memory: number;
  /** Division by zero or a number too large: only C or a digit goes on. */
  error: boolean;
}

export const INITIAL_CALCULATOR: CalculatorState = {
  display: '0',
  pending: null,
  operator: null,
  fresh: true,
  memory: 0,
  error: false,
};

const MAX_DIGITS = 12;

/** A result as the display shows it: 12 significant digits, no float noise (0.1 + 0.2 = 0.3). */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return 'Error';
  const rounded = Number(value.toPrecision(MAX_DIGITS));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function apply(left: number, operator: Operator, right: number): number {
  switch (operator) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '×':
      return left * right;
    case '÷':
      return right === 0 ? Number.NaN : left / right;
  }
}

const isDigit = (key: CalculatorKey) => /^[0-9]$/.test(key);
const failed = (state: CalculatorState): CalculatorState => ({
  ...INITIAL_CALCULATOR,
  memory: state.memory,
  display: 'Error',
  error: true,
});
const showing = (state: CalculatorState, value: number): CalculatorState => {
  const display = formatNumber(value);
  return display === 'Error' ? failed(state) : { ...state, display, fresh: true };
};

/** The state after one key. */
export function pressKey(state: CalculatorState, key: CalculatorKey): CalculatorState {
  if (state.error && key !== 'C' && key !== 'CE' && !isDigit(key) && key !== '.') return state;
  const base = state.error ? { ...INITIAL_CALCULATOR, memory: state.memory } : state;
  const current = Number(base.display);
  if (isDigit(key) || key === '.') {
    if (base.fresh) return { ...base, display: key === '.' ? '0.' : key, fresh: false };
    if (key === '.' && base.display.includes('.')) return base;
    if (base.display.replace(/[-.]/g, '').length >= MAX_DIGITS) return base;
    const display = base.display === '0' && key !== '.' ? key : base.display + key;
    return { ...base, display };
  }
  switch (key) {
    case '+':
    case '-':
    case '×':
    case '÷': {
      // Operators chain left to right; a second operator in a row only replaces the first.
      if (base.operator !== null && base.pending !== null && !base.fresh) {
        const next = showing(base, apply(base.pending, base.operator, current));
        return next.error ? next : { ...next, pending: Number(next.display), operator: key };
      }
      return {
        ...base,
        pending: base.fresh && base.pending !== null ? base.pending : current,
        operator: key,
        fresh: true,
      };
    }
    case '=': {
      if (base.operator === null || base.pending === null) return { ...base, fresh: true };
      const next = showing(base, apply(base.pending, base.operator, current));
      return next.error ? next : { ...next, pending: null, operator: null };
    }
    case 'C':
      return { ...INITIAL_CALCULATOR, memory: base.memory };
    case 'CE':
      return { ...base, display: '0', fresh: true };
    case '⌫': {
      if (base.fresh) return base;
      const display = base.display.slice(0, -1);
      return { ...base, display: display === '' || display === '-' ? '0' : display };
    }
    case '±':
      return base.display === '0'
        ? base
        : {
            ...base,
            display: base.display.startsWith('-') ? base.display.slice(1) : `-${base.display}`,
          };
    case 'MC':
      return { ...base, memory: 0 };
    case 'MR':
      return { ...base, display: formatNumber(base.memory), fresh: true };
    case 'M+':
    case 'M-': {
      const memory = Number(formatNumber(base.memory + (key === 'M+' ? current : -current)));
      return Number.isNaN(memory) ? failed(base) : { ...base, memory, fresh: true };
    }
  }
  return base;
}

/** The key a keyboard key presses, if any (digits, + - * / x, Enter or =, Escape, Backspace…). */
export function keyFromKeyboard(key: string): CalculatorKey | null {
  if (/^[0-9]$/.test(key)) return key as CalculatorKey;
  const keys: Record<string, CalculatorKey> = {
    '.': '.',
    ',': '.',
    '+': '+',
    '-': '-',
    '*': '×',
    x: '×',
    '/': '÷',
    '=': '=',
    Enter: '=',
    Escape: 'C',
    Delete: 'CE',
    Backspace: '⌫',
  };
  return keys[key] ?? null;
}
