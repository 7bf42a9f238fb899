// The practice player's copy (the spec's flow: a question at a time, See Answer, submit). Texts
// quoted from the spec are verbatim (typos included). The exam-mode player says "Question n of m"
// and "Next" with these words too. The Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  questionPosition: (number: number, total: number) => `Question ${number} of ${total}`,
  translationLabel: 'Arabic translation',
  back: 'Back',
  next: 'Next',
  result: 'Result',
  seeAnswer: 'See Answer',
  explanationTitle: 'Explanation',
  close: 'Close',
  confirmSubmit: 'Are You Sure for Submiting !!!',
  yes: 'Yes',
  no: 'No',
  timeUpWarning: 'OOOPS / Time is Up , but you can resume',
};
export type PlayerMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const playerCatalogue = defineCatalogue('exam-player', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-player-ar" */ './messages.ar').then((module) => module.ar),
});
export const usePlayerMessages = () => playerCatalogue.useMessages();
