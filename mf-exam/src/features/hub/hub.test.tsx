import type { Exam } from '@academy/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, setLanguage, useLocation, useParams } from '@academy/shared';
import { courseFixture, MemoryRouter } from '@academy/shared/testing';

import {
  examPath,
  findCategoryCourse,
  hasTopics,
  parseExamId,
  resolveCategory,
} from './exam-route';
import { ExamIntro } from './ExamIntro';
import { ExamSidebar, type ExamSidebarProps } from './ExamSidebar';

describe('parseExamId', () => {
  it('reads T and E followed by digits as a topic or an exam', () => {
    expect(parseExamId('T1')).toEqual({ kind: 'topic', id: 1 });
    expect(parseExamId('E12')).toEqual({ kind: 'exam', id: 12 });
    expect(parseExamId('T007')).toEqual({ kind: 'topic', id: 7 });
  });

  it.each(['PMP', 'T', 'E', 'TE1', 't1', 'e2', 'T1a', ' T1', 'T-1', 'X1', '1', '', undefined])(
    'loads nothing for %p',
    (segment) => {
      expect(parseExamId(segment)).toBeNull();
    },
  );
});

describe('resolveCategory', () => {
  it('takes the category from the last path segment', () => {
    expect(resolveCategory('PMP')).toBe('PMP');
    expect(resolveCategory('PMI-ACP', 'PMP')).toBe('PMI-ACP');
  });

  it('defaults to PMP on /Exam alone', () => {
    expect(resolveCategory(undefined)).toBe('PMP');
    expect(resolveCategory(undefined, 'Risk')).toBe('Risk');
  });

  it('keeps the category the learner came from when a topic or exam is chosen', () => {
    expect(resolveCategory('E3', 'PMI-ACP')).toBe('PMI-ACP');
    expect(resolveCategory('T1', null)).toBe('PMP');
    expect(resolveCategory('T1', '  ')).toBe('PMP');
  });

  it('gives topics to PMP only', () => {
    expect(hasTopics('PMP')).toBe(true);
    expect(hasTopics('pmp')).toBe(true);
    expect(hasTopics('PMI-ACP')).toBe(false);
  });

  it('builds the accordion links', () => {
    expect(examPath('topic', 4)).toBe('/Exam/T4');
    expect(examPath('exam', 2)).toBe('/Exam/E2');
  });
});

function Destination() {
  const { examId } = useParams();
  const state = useLocation().state as { category?: string } | null;
  return (
    <p>
      opened {examId} from {state?.category}
    </p>
  );
}

function renderSidebar(props: Partial<ExamSidebarProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/Exam/PMP']}>
      <Routes>
        <Route
          path="/Exam/PMP"
          element={
            <ExamSidebar
              category="PMP"
              topics={[
                { id: 1, name: 'Integration Management' },
                { id: 2, name: 'Risk Management' },
              ]}
              exams={[{ id: 5, name: 'Full Mock Exam' }]}
              loading={false}
              chosen={null}
              {...props}
            />
          }
        />
        <Route path="/Exam/:examId" element={<Destination />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ExamSidebar', () => {
  it("lists 'Topics' as /Exam/T{id} and 'Exams' as /Exam/E{id}", () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Topics and exams' });
    const topics = within(nav).getByText('Topics').closest('details')!;
    const exams = within(nav).getByText('Exams').closest('details')!;
    expect(within(topics).getByRole('link', { name: 'Risk Management' })).toHaveAttribute(
      'href',
      '/Exam/T2',
    );
    expect(within(exams).getByRole('link', { name: 'Full Mock Exam' })).toHaveAttribute(
      'href',
      '/Exam/E5',
    );
  });

  it('leaves the Topics group out for a category without topics', () => {
    renderSidebar({ category: 'PMI-ACP', topics: null });
    expect(screen.queryByText('Topics')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Full Mock Exam' })).toBeInTheDocument();
  });

  it('marks the chosen set as the current page', () => {
    renderSidebar({ chosen: { kind: 'topic', id: 2 } });
    expect(screen.getByRole('link', { name: 'Risk Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Integration Management' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('carries the category along to the chosen topic or exam', async () => {
    const user = userEvent.setup();
    renderSidebar({ category: 'PMI-ACP', topics: null });
    await user.click(screen.getByRole('link', { name: 'Full Mock Exam' }));
    expect(screen.getByText('opened E5 from PMI-ACP')).toBeInTheDocument();
  });

  it('says when a group is loading or empty', () => {
    const { unmount } = renderSidebar({ loading: true });
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    renderSidebar({ topics: [], exams: [] });
    expect(screen.getByText('No topics yet.')).toBeInTheDocument();
    expect(screen.getByText('No exams yet.')).toBeInTheDocument();
  });
});

const exam: Exam = {
  id: 3,
  name: 'Integration Management',
  questions: [1, 2, 3, 4].map((id) => ({
    id,
    text: `#0${id}. Question ${id}`,
    question_type: 'OC',
    choose: null,
    img: null,
    explanation: '',
    domain: null,
    task: null,
    answers: [],
  })),
};

const course = courseFixture({
  lessons: [],
  Introduction_1: 'This practice exam follows the three PMP domains.',
  Introduction_2: 'Each question has one or more correct answers.',
  Introduction_3: '  ',
  Introduction_4: 'A score of 75% or more means you are ready.',
});

describe('findCategoryCourse', () => {
  const courses = [
    { id: 1, name: 'PMP', category: 'PMP' },
    { id: 2, name: 'Risk Management Essentials', category: 'Risk' },
    { id: 3, name: 'Risk', category: 'Other' },
  ];

  it('finds the course of a category, case-insensitively, before a course of that name', () => {
    expect(findCategoryCourse(courses, 'pmp')?.id).toBe(1);
    expect(findCategoryCourse(courses, 'Risk')?.id).toBe(2);
  });

  it("accepts the course name that the lessons page's 'Start Exam' links with", () => {
    expect(findCategoryCourse(courses, 'Risk Management Essentials')?.id).toBe(2);
    expect(findCategoryCourse(courses, 'Cooking')).toBeNull();
  });
});

describe('ExamIntro', () => {
  it('shows the rules and keeps Continue disabled until a topic or exam is chosen', () => {
    render(<ExamIntro exam={null} kind={null} course={null} onContinue={() => {}} />);
    expect(screen.getByText('Based On The Exam')).toBeInTheDocument();
    expect(screen.getByText('+ 50 Question')).toBeInTheDocument();
    expect(screen.getByText('75% Score Requier to Pass')).toBeInTheDocument();
    expect(screen.getByText('Chose Exam or Topic Firts')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Chose Exam or Topic Firts');
  });

  it("shows the course's Introduction_1..4 (blank ones left out)", () => {
    render(<ExamIntro exam={null} kind={null} course={course} onContinue={() => {}} />);
    expect(screen.getByText('This practice exam follows the three PMP domains.')).toBeVisible();
    expect(screen.getByText('A score of 75% or more means you are ready.')).toBeVisible();
    expect(document.querySelectorAll('.exam-panel__introduction p')).toHaveLength(3);
  });

  it('on an Arabic page, the Arabic introduction lines, else the English (docs/design/languages.md#content-in-arabic)', async () => {
    await act(() => setLanguage('ar'));
    try {
      render(
        <ExamIntro
          exam={null}
          kind={null}
          course={{
            ...course,
            Introduction_1_ar: 'يتبع هذا الاختبار التدريبي مجالات PMP الثلاثة.',
            Introduction_2_ar: ' ',
          }}
          onContinue={() => {}}
        />,
      );
      const lines = [...document.querySelectorAll('.exam-panel__introduction p')];
      expect(lines.map((line) => [line.textContent, line.getAttribute('dir')])).toEqual([
        ['يتبع هذا الاختبار التدريبي مجالات PMP الثلاثة.', 'auto'],
        ['Each question has one or more correct answers.', 'auto'],
        ['A score of 75% or more means you are ready.', 'auto'],
      ]);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('once the set has loaded: its name, question count and time, and Continue', async () => {
    const user = userEvent.setup();
    const onContinue = jest.fn();
    render(<ExamIntro exam={exam} kind="topic" course={course} onContinue={onContinue} />);
    expect(screen.queryByText('Chose Exam or Topic Firts')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Integration Management' })).toBeInTheDocument();
    expect(screen.getByText('Topic')).toBeInTheDocument();
    // 4 questions × 70 s = 280 s, rounded up to 5 minutes.
    expect(screen.getByText('4 Questions · Time: 5 minutes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('keeps Continue disabled for a set without questions', () => {
    render(
      <ExamIntro
        exam={{ ...exam, questions: [] }}
        kind="exam"
        course={null}
        onContinue={() => {}}
      />,
    );
    expect(screen.getByText('0 Questions · Time: 0 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });
});
