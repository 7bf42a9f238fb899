import type { AdminBlog, AdminCourse, AdminLesson, AdminQuestion } from '@academy/contract';
import { json } from '../../test/helpers';
import { adminSuite } from '../../test/admin-test-kit';

// docs/design/languages.md#content-in-arabic: the back-office writes the Arabic twins of courses,
// lessons, posts and questions; learners read them beside the English; a blank one is cleared (the
// English shows).
const { ctx, tokens, expectStaffOnly } = adminSuite();
const send = (method: 'POST' | 'PATCH', url: string, payload: object, token = tokens.staff) =>
  ctx.request({ method, url, payload, token });

test('a course and its lesson in Arabic: written by staff, read by visitors, cleared when blank', async () => {
  const course = json<AdminCourse>(
    await send('POST', '/api/admin/courses/', {
      name: 'Scheduling Masterclass',
      name_ar: 'دورة متقدمة في الجدولة',
      description_ar: 'الجدول الزمني من البداية إلى النهاية.',
      category: 'PMP',
      price: 100,
      price_LE: 3000,
      price_SR: 375,
    }),
  );
  expect(course).toMatchObject({ name_ar: 'دورة متقدمة في الجدولة' });
  const lesson = json<AdminLesson>(
    await send('POST', '/api/admin/lessons/', {
      name: 'Lec 1 - Networks',
      name_ar: '  المحاضرة ١ - مخططات الشبكة  ',
      course: course.id,
    }),
  );
  expect(lesson.name_ar).toBe('المحاضرة ١ - مخططات الشبكة');

  const publicDetail = json<Record<string, unknown>>(
    await ctx.request({ method: 'GET', url: `/api/courses/${course.id}/` }),
  );
  expect(publicDetail).toMatchObject({
    name: 'Scheduling Masterclass',
    name_ar: 'دورة متقدمة في الجدولة',
    description_ar: 'الجدول الزمني من البداية إلى النهاية.',
    lessons: [{ id: lesson.id, name: 'Lec 1 - Networks', name_ar: 'المحاضرة ١ - مخططات الشبكة' }],
  });

  const cleared = json<AdminCourse>(
    await send('PATCH', `/api/admin/courses/${course.id}/`, {
      name_ar: '   ',
      description_ar: null,
    }),
  );
  expect(cleared).toMatchObject({ name_ar: null, description_ar: null });
});

test('bad Arabic input is refused with field messages, and only staff may write it', async () => {
  const tooLong = await send('POST', '/api/admin/courses/', {
    name: 'X',
    name_ar: 'ع'.repeat(201),
    category: 'PMP',
    price: 1,
    price_LE: 1,
    price_SR: 1,
  });
  expect(tooLong.statusCode).toBe(400);
  expect(json(tooLong)).toEqual({
    name_ar: ['Ensure this field has no more than 200 characters.'],
  });
  const wrongType = await send('POST', '/api/admin/blogs/', {
    title: 'T',
    content: 'C',
    title_ar: 7,
  });
  expect(wrongType.statusCode).toBe(400);
  expect(Object.keys(json(wrongType))).toEqual(['title_ar']);
  await expectStaffOnly({
    method: 'POST',
    url: '/api/admin/blogs/',
    payload: { title: 'T', content: 'C', title_ar: 'ع' },
  });
});

test('a post and a question in Arabic reach the learner; a PATCH without them keeps them', async () => {
  const post = json<AdminBlog>(
    await send('POST', '/api/admin/blogs/', {
      title: 'Float in five minutes',
      content: 'Total float is the delay an activity can take.',
      title_ar: 'الفائض الكلي في خمس دقائق',
      content_ar: 'الفائض الكلي هو التأخير الذي يحتمله النشاط.',
    }),
  );
  const blogs = json<Record<string, unknown>[]>(
    await ctx.request({ method: 'GET', url: '/api/blogs/' }),
  );
  expect(blogs.find((blog) => blog.id === post.id)).toMatchObject({
    title_ar: 'الفائض الكلي في خمس دقائق',
    content_ar: 'الفائض الكلي هو التأخير الذي يحتمله النشاط.',
  });

  const exams = json<{ id: number; name: string }[]>(
    await ctx.request({ method: 'GET', url: '/api/PMP/exams', token: tokens.learner }),
  );
  const exam = exams.find((item) => item.name === 'PMP Practice Exam 2')!;
  const question = json<AdminQuestion>(
    await send('POST', '/api/admin/questions/', {
      exam: exam.id,
      text: '#05. Which chart shows the critical path?',
      text_ar: '#05. أي مخطط يُظهر المسار الحرج؟',
      explanation_ar: 'مخطط الشبكة يبيّن تسلسل الأنشطة.',
      question_type: 'OC',
      answers: [
        { text: 'Network diagram', text_ar: 'مخطط الشبكة', is_correct: true },
        { text: 'Pie chart', is_correct: false },
      ],
    }),
  );
  expect(question.answers.map((answer) => answer.text_ar)).toEqual(['مخطط الشبكة', null]);
  const patched = json<AdminQuestion>(
    await send('PATCH', `/api/admin/questions/${question.id}/`, { task: 'Plan schedule' }),
  );
  expect(patched).toMatchObject({
    text_ar: '#05. أي مخطط يُظهر المسار الحرج؟',
    explanation_ar: 'مخطط الشبكة يبيّن تسلسل الأنشطة.',
  });
  expect(patched.answers[0]!.text_ar).toBe('مخطط الشبكة');

  const bank = json<{ questions: Record<string, unknown>[] }>(
    await ctx.request({ method: 'GET', url: `/api/PMP/exams/${exam.id}`, token: tokens.learner }),
  );
  expect(bank.questions.find((q) => q.id === question.id)).toMatchObject({
    text_ar: '#05. أي مخطط يُظهر المسار الحرج؟',
    explanation_ar: 'مخطط الشبكة يبيّن تسلسل الأنشطة.',
  });
});
