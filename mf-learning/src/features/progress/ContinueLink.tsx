import type { CourseProgress } from '@academy/contract';
import { paths, Link } from '@academy/shared';

import { useLearningMessages } from '../../messages';
import { formatPosition } from './format-position';
import './progress.css';

interface ContinueLinkProps {
  courseId: number | string;
  resume: NonNullable<CourseProgress['resume']>;
  /** The lesson's name, when known. */
  lessonName?: string | undefined;
}

/** 'Continue': the last lesson watched, which resumes where the learner stopped. */
export function ContinueLink({ courseId, resume, lessonName }: ContinueLinkProps) {
  const messages = useLearningMessages();
  const at = formatPosition(resume.position);
  return (
    <Link className="ac-button continue-link" to={paths.lessons(courseId, resume.lesson)}>
      <span>{messages.continueLearning}</span>{' '}
      <span className="continue-link__where">
        {lessonName ? messages.continueWhere(lessonName, at) : messages.continueAt(at)}
      </span>
    </Link>
  );
}
