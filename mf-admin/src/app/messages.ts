// The back-office frame's copy: its menu, and each section's name and one line (the menu and the
// dashboard are made from them). Only this and the dashboard's copy load with /Admin: a section's
// own words come with its screen, from its folder's messages.ts.

/** The back-office frame. */
export const layoutMessages = {
  menuLabel: 'Back-office',
  dashboard: 'Dashboard',
  loadingSection: 'Loading the section',
};

/** Each section's name in the menu and on the dashboard, and its line there, by its address. */
export const sectionMessages = {
  instructors: {
    menu: 'Instructors',
    summary: 'The instructors shown on the site and on their courses.',
  },
  categories: {
    menu: 'Categories',
    summary: 'The categories courses are filed under.',
  },
  courses: {
    menu: 'Courses',
    summary: 'The catalogue: courses, their prices, files and lessons.',
  },
  blogs: {
    menu: 'Blog',
    summary: 'The posts of the blog, their images and PDFs.',
  },
  coupons: {
    menu: 'Coupons',
    summary: 'Discount codes: a percentage or fixed amounts, for one course or all.',
  },
  'question-banks': {
    menu: 'Question banks',
    summary: 'Topics and exams per category, their questions, and bulk import.',
  },
  blueprints: {
    menu: 'Exam blueprints',
    summary: 'The shape of a full mock exam per category: questions, time, sections, domains.',
  },
  orders: {
    menu: 'Orders',
    summary: 'Who paid for what: PayPal orders, their status, and the takings by month.',
  },
  enrollments: {
    menu: 'Enrolments',
    summary: 'Who owns which course; open a course for a learner who paid by bank transfer.',
  },
  users: {
    menu: 'Learners',
    summary: 'Find a learner: their courses and orders, exam time, deactivation.',
  },
  comments: {
    menu: 'Comments',
    summary: 'Learners’ comments under the lessons: read and remove.',
  },
  inbox: {
    menu: 'Inbox',
    summary: 'Messages of the contact form: read and mark handled.',
  },
  'question-quality': {
    menu: 'Question quality',
    summary: 'How learners answer each question, and the questions whose key may be wrong.',
  },
  'question-reports': {
    menu: 'Question reports',
    summary: 'What learners think is wrong in a question: read it, fix the question, resolve.',
  },
  'audit-log': {
    menu: 'Audit log',
    summary: 'Every change made in the back-office: who, when, what.',
  },
  'learning-records': {
    menu: 'Learning records',
    summary: 'xAPI statements sent to the learning record store: sent, pending, failed and why.',
  },
  certificates: {
    menu: 'Certificates',
    summary: 'Certificates issued, and revoking one’s verifiable credential (with the reason).',
  },
  'tax-settings': {
    menu: 'VAT settings',
    summary: 'The seller, VAT number and rate on Saudi simplified tax invoices.',
  },
  releases: {
    menu: 'Releases',
    summary: 'Each remote’s live version, its errors and speed in real browsers; roll back.',
  },
};
