// The shell's user-facing copy, in one place. Texts quoted from the spec are verbatim, typos and
// odd spacing included ('Wrong Cradnital', 'occured', trailing spaces): they are the product's
// default English copy. Texts the spec does not give are marked (ours). The Arabic catalogue is
// messages.ar.ts, loaded only in Arabic (docs/design/languages.md#catalogues).
import { defineCatalogue } from '@academy/shared';

export const en = {
  brand: 'Academy',
  tagline: 'The Best Academy for your business',

  layout: {
    skipToContent: 'Skip to main content', // (ours)
    mainNav: 'Main', // (ours) the nav landmark's name
    homeLink: 'Academy home', // (ours) the logo link's name
    menuToggle: 'Menu', // (ours)
    more: 'More', // (ours) the links that do not fit a mid-width bar
    courses: 'Courses',
    instructors: 'Instructors',
    contactUs: 'ContactUs',
    aboutUs: 'AboutUs',
    blog: 'Blog',
    myLearning: 'My learning', // (ours) a learner's courses, attempts and orders (docs/design/progress.md#my-learning)
    admin: 'Admin', // (ours) the back-office, shown to staff only (docs/design/back-office.md#mf-admin)
    login: 'Login',
    logout: 'LogOut',
    account: 'Signed in as', // (ours) read before the username by screen readers
    loadingProfile: 'Loading your profile', // (ours)
    pageLoading: 'Loading the page', // (ours)
  },

  footer: {
    social: 'Follow the academy', // (ours)
    facebook: 'Facebook',
    youtube: 'YouTube',
    linkedin: 'LinkedIn',
    whatsapp: 'WhatsApp',
    newTab: '(opens in a new tab)', // (ours)
    copyright: '© 2023 Academy. All rights reserved.', // year from the spec
  },

  home: {
    pageTitle: 'Academy — The Best Academy for your business',
    headline: 'Learn in one place and improve your professionalism', // (ours) from the spec's marketing line
    intro:
      'Management and certification courses, online and in person, with a focus on project-management exam preparation.', // (ours)
    cta: 'Browse the courses', // (ours)
    heroAlt:
      'Illustration: a learner at a laptop with a course video, a passed exam and a certificate', // (ours)
    coursesTitle: 'Our Courses', // (ours)
    instructorsTitle: 'Our Instructors',
    contactTitle: 'Contact Us', // (ours)
    contactIntro: 'Questions about a course or a group booking? Send us a message.', // (ours)
    coursesArea: 'the courses',
    instructorsArea: 'the instructors',
  },

  contact: {
    pageTitle: 'Contact Us', // (ours)
    name: 'Name', // (ours) field labels
    email: 'Email',
    message: 'Message',
    send: 'Send', // (ours)
    sending: 'Loading......',
    emailRequired: 'Email is required', // (ours)
    emailInvalid: 'Enter a valid email address, like name@example.com', // (ours)
    sent: 'Your Message Sent Successfully ',
    failed: "OOOOPS !!! ,Your Message doesn't sent ",
  },

  inspectBlocked: 'OOOPS , The Page inspect is Blocked',

  remoteUnavailable: (area: string) =>
    `Sorry, ${area} could not be loaded right now. The rest of the site still works.`,
  retry: 'Try again',
  loadingArea: (area: string) => `Loading ${area}`,

  preview: {
    title: 'Preview', // (ours) a staff preview of a remote's version (docs/releases.md#preview)
    showing: (remote: string, version: string) =>
      `This tab shows ${remote} ${version}; everyone else gets the live version.`, // (ours)
    leave: 'Leave preview', // (ours)
  },

  language: {
    label: 'Language', // (ours) the top bar's switch
    switchTo: 'العربية', // the other language, in its own words
    switchToLang: 'ar',
  },
};
export type ShellMessages = typeof en;

export const shellCatalogue = defineCatalogue('shell', en, {
  ar: () => import(/* webpackChunkName: "shell-ar" */ './messages.ar').then((module) => module.ar),
});
/** The shell's copy in the language on screen. */
export const useShellMessages = () => shellCatalogue.useMessages();
