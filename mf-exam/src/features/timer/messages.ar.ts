// The timer's Arabic copy. Loaded only in Arabic.
import { currentFormat, plural } from '@academy/shared';

import type { TimerMessages } from './messages';

const number = (value: number) => currentFormat().number(value);
const minutes = (n: number) =>
  plural(currentFormat().locale, n, {
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: `${number(n)} دقائق`,
    many: `${number(n)} دقيقة`,
    other: `${number(n)} دقيقة`,
  });

export const ar: TimerMessages = {
  timeLeft: 'الوقت المتبقي',
  timesUpDisplay: 'انتهى الوقت!',
  minutesLeft: (n: number) => `بقيت ${minutes(n)}`,
};
