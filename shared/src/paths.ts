// The site's addresses, for links and navigation in every app: `<Link to={paths.checkout(id)}>`,
// never a hand-written '/Checkout/' + id. The spec's route list (section 2), spelled as it spells
// them (Course_Lectuers, Lectuers, SeeTheAnswerTable), plus the academy's own pages. The remotes'
// prefixes are remotes.registry.json's mounts (paths.test.ts checks that they agree).

type Id = string | number;

/** One path segment, as the address carries it. */
const segment = (value: Id) => encodeURIComponent(String(value));

export const paths = {
  /** `/`: home (hero, courses, instructors, contact). */
  home: '/',
  /** `/login`: the login and register screen; where logout and the guards send a visitor. */
  login: '/login',
  /**
   * `/Login`: the same screen, as the top bar's Login button writes it (docs/specification.md §2).
   */
  loginButton: '/Login',
  /** `/password/reset/send/`: ask for a reset link ('Forget Password' goes there, slash and all). */
  passwordResetSend: '/password/reset/send/',
  /** `/password/reset/confirm/{otp}`: set a new password. */
  passwordResetConfirm: (otp: string) => `/password/reset/confirm/${segment(otp)}`,
  aboutUs: '/AboutUs',
  contactUs: '/ContactUs',
  /** `/Blog`: 'Our Blogs'; `/Blog/{id-slug}` opens one post. */
  blog: (postSegment?: string) => (postSegment ? `/Blog/${segment(postSegment)}` : '/Blog'),
  courses: '/Courses',
  instructors: '/Instructors',
  /** `/Checkout/{courseId}`: a course's purchase page. */
  checkout: (courseId: Id) => `/Checkout/${segment(courseId)}`,
  /** `/Course_Lectuers/{courseId}`: 'The Course Lessons' of a course the learner paid for. */
  courseLessons: (courseId: Id) => `/Course_Lectuers/${segment(courseId)}`,
  /** `/Lectuers/{courseId}`: the lesson list; with a lesson, `/Lectuers/{courseId}/{lessonId}` plays it. */
  lessons: (courseId: Id, lessonId?: Id) =>
    `/Lectuers/${segment(courseId)}${lessonId === undefined ? '' : `/${segment(lessonId)}`}`,
  /**
   * `/Exam`: the exam hub; `/Exam/{id}` a category ('PMP', a course name) or a question set
   * ('T12' topic, 'E3' exam).
   */
  exam: (id?: Id) => (id === undefined ? '/Exam' : `/Exam/${segment(id)}`),
  /** `/Exam/history`: every attempt of the learner. */
  examHistory: '/Exam/history',
  /** `/Exam/readiness`: the learner's readiness estimate per domain (issue 38). */
  examReadiness: '/Exam/readiness',
  /** `/Exam/readiness/{checkId}`: an adaptive readiness check, to take or resume. */
  examReadinessCheck: (checkId: Id) => `/Exam/readiness/${segment(checkId)}`,
  /** `/Exam/review`: today's spaced review of missed and flagged questions. */
  examReview: '/Exam/review',
  /** `/Exam/attempt/{attemptId}`: an attempt, to take or resume. */
  examAttempt: (attemptId: Id) => `/Exam/attempt/${segment(attemptId)}`,
  /** `/Exam/attempt/{attemptId}/result`: its result, answer by answer. */
  examResult: (attemptId: Id) => `/Exam/attempt/${segment(attemptId)}/result`,
  /** `/SeeTheAnswerTable`: the results of the exam just finished. */
  seeTheAnswerTable: '/SeeTheAnswerTable',
  /** `/My_Learning`: the learner's courses, attempts and orders. */
  myLearning: '/My_Learning',
  /** `/Certificate/{code}`: a certificate, for anyone to check. */
  certificate: (code: string) => `/Certificate/${segment(code)}`,
  /** `/Admin`: the back-office, for staff. */
  admin: '/Admin',
} as const;
