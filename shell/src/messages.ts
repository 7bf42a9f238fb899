// The shell's user-facing copy, in one place. Texts quoted from the spec are verbatim, typos and
// odd spacing included ('Wrong Cradnital', 'occured', trailing spaces): they are the product's
// default English copy. Texts the spec does not give are marked (ours).
export const messages = {
  brand: 'Academy',
  tagline: 'The Best Academy for your business',

  layout: {
    skipToContent: 'Skip to main content', // (ours)
    mainNav: 'Main', // (ours) the nav landmark's name
    homeLink: 'Academy home', // (ours) the logo link's name
    menuToggle: 'Menu', // (ours)
    courses: 'Courses',
    instructors: 'Instructors',
    contactUs: 'ContactUs',
    aboutUs: 'AboutUs',
    blog: 'Blog',
    admin: 'Admin', // (ours) the back-office, shown to staff only (DESIGN.md section 11)
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

  auth: {
    pageTitle: 'Login or Register', // (ours) document title
    tabsLabel: 'Login or register', // (ours)
    loginTab: 'Login',
    registerTab: 'Register',
    username: 'Username', // (ours) field labels
    email: 'Email',
    password: 'Password',
    repeatPassword: 'Repeat password',
    loginButton: 'Login',
    forgetPassword: 'Forget Password',
    registerButton: 'Sign in',
    passwordsNotMatched: 'Passwords not Matched',
    loginFailed: 'Wrong Cradnital',
    registerFailed: 'OOOPs , SomeThing Wrong ... Try again later',
  },

  passwordReset: {
    sendTitle: 'Forgot your password?', // (ours)
    sendIntro:
      'Enter your email, which you are logging in with, and check the inbox. You will get the link to reset the password.',
    email: 'Email',
    emailRequired: 'Email is required', // (ours) same words as the account schemas
    sendButton: 'Send Reset Link',
    sent: 'Password link sent to your mail.',
    emailNotFound: 'Email does not exist',
    sendFailed: 'Something wrong occurred, please try again later',

    confirmTitle: 'Set a new password', // (ours)
    newPassword: 'New password', // (ours)
    repeatPassword: 'Repeat password', // (ours)
    saveButton: 'Save',
    mismatch: 'Passwords do not match',
    saveFailed: 'Something wrong occured, please try again later',
    saved: 'Your password has been changed. You can log in now.', // (ours) spec shows no text
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

  about: {
    pageTitle: 'About Us', // (ours)
    title: 'Welcome to the Academy', // (ours)
    paragraphs: [
      'We are a professional training academy for management and certification courses, online and in person in Riyadh.',
      'Our courses prepare you for project-management certification exams with video lessons, downloadable material, topic quizzes and full practice exams, so you can learn in one place and improve your professionalism.',
      'Our instructors are practitioners who hold the certifications they teach. Visit us, or send us a message from the contact form.',
    ], // (ours) the spec only says "welcome text"
    mapTitle: 'Map: the academy in Riyadh', // (ours)
    mapLink: 'Open the map on OpenStreetMap', // (ours)
  },

  inspectBlocked: 'OOOPS , The Page inspect is Blocked',

  remoteUnavailable: (area: string) =>
    `Sorry, ${area} could not be loaded right now. The rest of the site still works.`,
  retry: 'Try again',
  loadingArea: (area: string) => `Loading ${area}`,
} as const;
