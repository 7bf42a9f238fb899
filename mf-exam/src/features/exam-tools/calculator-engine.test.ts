import {
  INITIAL_CALCULATOR,
  formatNumber,
  keyFromKeyboard,
  pressKey,
  type CalculatorKey,
  type CalculatorState,
} from './calculator-engine';

const press = (keys: readonly CalculatorKey[], from: CalculatorState = INITIAL_CALCULATOR) =>
  keys.reduce(pressKey, from);
const typed = (text: string) =>
  press(
    text
      .split(' ')
      .flatMap((part) =>
        /^[0-9.]+$/.test(part) ? (part.split('') as CalculatorKey[]) : [part as CalculatorKey],
      ),
  );

test.each([
  ['12 + 30 =', '42'],
  ['2 + 3 × 4 =', '20'],
  ['10 - 4 - 3 =', '3'],
  ['7 ÷ 2 =', '3.5'],
  ['0.1 + 0.2 =', '0.3'],
  ['1 ÷ 3 =', '0.333333333333'],
  ['5 × 3 ± =', '-15'],
  ['9 + - 4 =', '5'],
  ['120 - 100 ÷ 4 =', '5'],
])('%s shows %s', (keys, display) => {
  expect(typed(keys).display).toBe(display);
});

test('division by zero is an Error until C or a new number', () => {
  const error = typed('8 ÷ 0 =');
  expect(error).toMatchObject({ display: 'Error', error: true });
  expect(pressKey(error, '+')).toBe(error);
  expect(pressKey(error, '7').display).toBe('7');
  expect(pressKey(error, 'C').display).toBe('0');
});

test('typing: one decimal point, a leading zero replaced, backspace, 12 digits at most', () => {
  expect(typed('0 0 7').display).toBe('7');
  expect(typed('1.5.2').display).toBe('1.52');
  expect(typed('12.5 ⌫').display).toBe('12.');
  expect(typed('9 ⌫').display).toBe('0');
  expect(typed('1234567890123456').display).toBe('123456789012');
  expect(typed('3 ±').display).toBe('-3');
});

test('memory: M+ and M- add up, MR recalls, MC clears, C keeps it', () => {
  let state = typed('40 M+');
  state = press(['2', 'M+', '5', 'M-', 'C'], state);
  expect(state.memory).toBe(37);
  state = press(['MR'], state);
  expect(state.display).toBe('37');
  state = press(['+', '3', '='], state);
  expect(state.display).toBe('40');
  expect(press(['MC', 'MR'], state).display).toBe('0');
});

test('formatting and the keyboard', () => {
  expect(formatNumber(1e16)).toBe('Error');
  expect(formatNumber(-0)).toBe('0');
  expect(keyFromKeyboard('*')).toBe('×');
  expect(keyFromKeyboard('/')).toBe('÷');
  expect(keyFromKeyboard('Enter')).toBe('=');
  expect(keyFromKeyboard('Escape')).toBe('C');
  expect(keyFromKeyboard('a')).toBeNull();
});
