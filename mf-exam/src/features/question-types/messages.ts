// The copy of the question types (OC, MC, MATCH, HOTSPOT, FILL) in both players and the review.
// The types beyond the spec's OC/MC are ours. The Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  chooseOne: 'Choose one answer.',
  chooseSeveral: 'Choose every correct answer.',
  questionImageAlt: (number: number) => `Figure for question ${number}`,
  answerImageAlt: (answer: string) => `Figure for the answer: ${answer}`,
  correctMark: '(correct answer)',
  wrongMark: '(wrong answer)',

  chooseCount: (count: number) => `Choose ${count} answers.`,
  chooseLimit: (count: number) =>
    `You have chosen ${count} answers: clear one before choosing another.`,
  matchHint:
    'Match each item with its answer: drag an answer onto an item, or select an item and then its answer.',
  matchItems: 'Items',
  matchAnswers: 'Answers',
  matchNoneYet: 'No match yet',
  matchDropHere: 'Drop an answer here',
  matchedWith: (answer: string) => `Matched: ${answer}`,
  matchAllPlaced: 'Every answer is placed.',
  matchClear: 'Clear',
  matchClearLabel: (item: string) => `Clear the match for ${item}`,
  matchSelected: (text: string) => `Selected: ${text}. Now choose its match.`,
  matchMade: (item: string, answer: string) => `Matched ${item} with ${answer}.`,
  matchCleared: (item: string) => `Cleared the match for ${item}.`,
  matchCorrect: (answer: string) => `Correct match: ${answer}`,
  hotspotHint: 'Select the area of the image that answers the question.',
  hotspotKeys: 'Arrow keys move between the areas; Space or Enter selects one.',
  hotspotRegions: 'Areas of the image',
  hotspotImageAlt: (number: number) => `Image for question ${number}, with areas to choose from`,
  hotspotChoice: (label: string) => `Your choice: ${label}`,
  hotspotNoChoice: 'No area chosen yet.',
  hotspotCorrect: (label: string) => `Correct area: ${label}`,
  fillHint: 'Type your answer.',
  fillLabel: 'Your answer',
  fillAccepted: (values: string) => `Accepted answers: ${values}`,
  pairText: (item: string, answer: string) => `${item} → ${answer}`,
};
export type QuestionTypeMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const questionTypesCatalogue = defineCatalogue('exam-question-types', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-question-types-ar" */ './messages.ar').then(
      (module) => module.ar,
    ),
});
export const useQuestionTypeMessages = () => questionTypesCatalogue.useMessages();
