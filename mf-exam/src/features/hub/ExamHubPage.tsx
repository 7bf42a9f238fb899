import { useDocumentTitle, type Exam, type ExamSummary } from '@academy/shared';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';

import { messages } from '../../messages';
import { fetchExams, fetchQuestionSet, fetchTopics } from './api';
import { hasTopics, parseExamId, resolveCategory } from './exam-route';
import { ExamIntro } from './ExamIntro';
import { ExamSidebar } from './ExamSidebar';
import './hub.css';

interface Lists {
  category: string;
  topics: ExamSummary[] | null;
  exams: ExamSummary[];
}

const setKey = (category: string, kind: string, id: number) => `${category}/${kind}/${id}`;

/** /Exam and /Exam/:examId: the hub. Load failures are logged only (spec section 8). */
export function ExamHubPage() {
  const { examId } = useParams();
  const cameFrom = (useLocation().state as { category?: unknown } | null)?.category;
  const category = resolveCategory(examId, typeof cameFrom === 'string' ? cameFrom : null);
  const chosen = parseExamId(examId);
  const chosenKey = chosen ? setKey(category, chosen.kind, chosen.id) : null;

  const title = `${messages.hubTitle} · ${category}`;
  useDocumentTitle(title);

  const [lists, setLists] = useState<Lists | null>(null);
  const [loadedSet, setLoadedSet] = useState<{ key: string; exam: Exam } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const withTopics = hasTopics(category);
    Promise.all([
      withTopics ? fetchTopics(category, controller.signal) : null,
      fetchExams(category, controller.signal),
    ]).then(
      ([topics, exams]) => setLists({ category, topics, exams }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('[exam] could not load the exam list', error);
      },
    );
    return () => controller.abort();
  }, [category]);

  const chosenKind = chosen?.kind;
  const chosenId = chosen?.id;
  useEffect(() => {
    if (!chosenKind || chosenId === undefined) return;
    const key = setKey(category, chosenKind, chosenId);
    const controller = new AbortController();
    fetchQuestionSet(category, { kind: chosenKind, id: chosenId }, controller.signal).then(
      (exam) => setLoadedSet({ key, exam }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(`[exam] could not load ${key}`, error);
      },
    );
    return () => controller.abort();
  }, [category, chosenKind, chosenId]);

  // Lists or a set loaded for an earlier address are not shown for this one.
  const current = lists?.category === category ? lists : null;
  const exam = loadedSet && loadedSet.key === chosenKey ? loadedSet.exam : null;

  return (
    <section className="exam-hub" aria-labelledby="exam-hub-title">
      <h1 id="exam-hub-title" className="exam-hub__title">
        {title}
      </h1>
      <div className="exam-hub__layout">
        <ExamSidebar
          category={category}
          topics={hasTopics(category) ? (current?.topics ?? []) : null}
          exams={current?.exams ?? []}
          loading={!current}
          chosen={chosen}
        />
        <ExamIntro key={chosenKey ?? 'none'} exam={exam} kind={chosen?.kind ?? null} />
      </div>
    </section>
  );
}
