import fs from 'node:fs';
import path from 'node:path';

import { catalogueGaps, setLanguage, unisolatedContent, type Messages } from '@academy/shared';

import { en as attemptEn } from './features/attempt/messages';
import { ar as attemptAr } from './features/attempt/messages.ar';
import { en as bilingualEn } from './features/bilingual/messages';
import { ar as bilingualAr } from './features/bilingual/messages.ar';
import { en as lockedEn } from './features/category-locked/messages';
import { ar as lockedAr } from './features/category-locked/messages.ar';
import { en as examToolsEn } from './features/exam-tools/messages';
import { ar as examToolsAr } from './features/exam-tools/messages.ar';
import { en as historyEn } from './features/history/messages';
import { ar as historyAr } from './features/history/messages.ar';
import { en as hubEn } from './features/hub/messages';
import { ar as hubAr } from './features/hub/messages.ar';
import { en as playerEn } from './features/player/messages';
import { ar as playerAr } from './features/player/messages.ar';
import { en as readinessEn } from './features/readiness/messages';
import { ar as readinessAr } from './features/readiness/messages.ar';
import { en as reportEn } from './features/question-report/messages';
import { ar as reportAr } from './features/question-report/messages.ar';
import { en as questionTypesEn } from './features/question-types/messages';
import { ar as questionTypesAr } from './features/question-types/messages.ar';
import { en as resultsEn } from './features/results/messages';
import { ar as resultsAr } from './features/results/messages.ar';
import { en as timerEn } from './features/timer/messages';
import { ar as timerAr } from './features/timer/messages.ar';

/** Every catalogue of the exam remote (one per feature folder that has copy), by folder. */
const CATALOGUES: Record<string, { en: Messages; ar: Messages }> = {
  'features/attempt': { en: attemptEn, ar: attemptAr },
  'features/bilingual': { en: bilingualEn, ar: bilingualAr },
  'features/category-locked': { en: lockedEn, ar: lockedAr },
  'features/exam-tools': { en: examToolsEn, ar: examToolsAr },
  'features/history': { en: historyEn, ar: historyAr },
  'features/hub': { en: hubEn, ar: hubAr },
  'features/player': { en: playerEn, ar: playerAr },
  'features/question-report': { en: reportEn, ar: reportAr },
  'features/readiness': { en: readinessEn, ar: readinessAr },
  'features/question-types': { en: questionTypesEn, ar: questionTypesAr },
  'features/results': { en: resultsEn, ar: resultsAr },
  'features/timer': { en: timerEn, ar: timerAr },
};

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test('every messages.ts of the exam remote is checked here, with its messages.ar.ts beside it', () => {
  const folders = fs
    .readdirSync(__dirname, { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === 'messages.ts')
    .map((file) => path.dirname(file).split(path.sep).join('/'))
    .sort();
  expect(folders).toEqual(Object.keys(CATALOGUES).sort());
  for (const folder of folders) {
    expect(fs.existsSync(path.join(__dirname, folder, 'messages.ar.ts'))).toBe(true);
  }
});

test.each(Object.entries(CATALOGUES))(
  'the Arabic catalogue of %s has every key of the English one',
  (_folder, { en, ar }) => {
    expect(catalogueGaps(en, ar)).toEqual([]);
  },
);

test.each(Object.entries(CATALOGUES))(
  'the Arabic catalogue of %s isolates every text it inserts (English content in an Arabic sentence)',
  async (_folder, { ar }) => {
    await setLanguage('ar');
    expect(unisolatedContent(ar)).toEqual([]);
  },
);

test("the result's bands have their Arabic names", () => {
  expect(Object.keys(resultsAr.bands).sort()).toEqual(Object.keys(resultsEn.bands).sort());
});

test('question and minute counts take the Arabic forms; the English stays the spec’s', async () => {
  await setLanguage('ar');
  expect([1, 2, 5, 50, 185].map(hubAr.questionCount)).toEqual([
    'سؤال واحد',
    'سؤالان',
    '5 أسئلة',
    '50 سؤالًا',
    '185 سؤالًا',
  ]);
  expect(hubAr.timeAllowed(2)).toBe('المدة: دقيقتان');
  expect(timerAr.minutesLeft(2)).toBe('بقيت دقيقتان');
  expect(attemptAr.confirmOpenAnswers(3, 0)).toMatch(/^3 أسئلة بلا إجابة/);
  expect(hubEn.questionCount(1)).toBe('1 Question');
  expect(hubEn.questionCount(50)).toBe('50 Questions');
});
