// The about pages' copy, a chunk of their own (the home page does not carry it);
// the Arabic beside it in messages.ar.ts.
import { defineCatalogue } from '@academy/shared';

export const en = {
  pageTitle: 'About Us', // (ours)
  title: 'Welcome to the Academy', // (ours)
  paragraphs: [
    'We are a professional training academy for management and certification courses, online and in person in Riyadh.',
    'Our courses prepare you for project-management certification exams with video lessons, downloadable material, topic quizzes and full practice exams, so you can learn in one place and improve your professionalism.',
    'Our instructors are practitioners who hold the certifications they teach. Visit us, or send us a message from the contact form.',
  ], // (ours) the spec only says "welcome text"
  mapTitle: 'Map: the academy in Riyadh', // (ours)
  mapLink: 'Open the map on OpenStreetMap', // (ours)
};
export type AboutMessages = typeof en;

export const aboutCatalogue = defineCatalogue('shell-about', en, {
  ar: () =>
    import(/* webpackChunkName: "shell-about-ar" */ './messages.ar').then((module) => module.ar),
});
export const useAboutMessages = () => aboutCatalogue.useMessages();
