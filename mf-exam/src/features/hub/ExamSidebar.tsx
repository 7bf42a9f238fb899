import type { ExamSummary } from '@academy/shared';
import { Link } from '@academy/shared';

import { examPath, type ChosenQuestionSet, type QuestionSetKind } from './exam-route';
import { useHubMessages } from './messages';

export interface ExamSidebarProps {
  category: string;
  /** null: this category has no topics (only PMP does), so the group is left out. */
  topics: readonly ExamSummary[] | null;
  exams: readonly ExamSummary[];
  loading: boolean;
  chosen: ChosenQuestionSet | null;
}

/** The side accordion: 'Topics' (/Exam/T{id}) and 'Exams' (/Exam/E{id}). */
export function ExamSidebar({ category, topics, exams, loading, chosen }: ExamSidebarProps) {
  const messages = useHubMessages();
  return (
    <nav className="exam-sidebar" aria-label={messages.hubNav}>
      {topics && (
        <Group
          title={messages.topics}
          kind="topic"
          items={topics}
          empty={messages.noTopics}
          {...{ category, loading, chosen }}
        />
      )}
      <Group
        title={messages.exams}
        kind="exam"
        items={exams}
        empty={messages.noExams}
        {...{ category, loading, chosen }}
      />
    </nav>
  );
}

interface GroupProps {
  title: string;
  kind: QuestionSetKind;
  items: readonly ExamSummary[];
  empty: string;
  category: string;
  loading: boolean;
  chosen: ChosenQuestionSet | null;
}

function Group({ title, kind, items, empty, category, loading, chosen }: GroupProps) {
  const messages = useHubMessages();
  return (
    <details className="exam-sidebar__group" open>
      <summary>{title}</summary>
      {loading ? (
        <p className="exam-sidebar__note">{messages.listLoading}</p>
      ) : items.length === 0 ? (
        <p className="exam-sidebar__note">{empty}</p>
      ) : (
        <ul>
          {items.map((item) => {
            const current = chosen?.kind === kind && chosen.id === item.id;
            return (
              <li key={item.id}>
                <Link
                  to={examPath(kind, item.id)}
                  // The chosen set's address no longer names the category: carry it along.
                  state={{ category }}
                  aria-current={current ? 'page' : undefined}
                >
                  <bdi>{item.name}</bdi>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
