// The bilingual switch's copy (ours, docs/design/languages.md#bilingual-exam), in both players. The
// Arabic is in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  bilingualToggle: 'English and Arabic side by side',
};
export type BilingualMessages = typeof en;

/** Its Arabic (messages.ar.ts) is a chunk of its own, fetched only in Arabic. */
export const bilingualCatalogue = defineCatalogue('exam-bilingual', en, {
  ar: () =>
    import(/* webpackChunkName: "exam-bilingual-ar" */ './messages.ar').then((module) => module.ar),
});
export const useBilingualMessages = () => bilingualCatalogue.useMessages();
