// /Admin/comments: learners' comments under the lessons.

export const commentsMessages = {
  title: 'Comments',
  thing: 'comment',
  things: 'comments',
  filtersLabel: 'Filter the comments',
  searchLabel: 'Search the text or the learner’s e-mail',
  text: 'Comment',
  learner: 'Learner',
  lesson: 'Lesson',
  anyLesson: 'Any lesson',
  course: 'Course',
  anyCourse: 'Any course',
  date: 'Date',
  name: (email: string) => `comment by ${email}`,
};
