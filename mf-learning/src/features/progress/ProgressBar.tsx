import { useLearningMessages } from '../../messages';
import './progress.css';

interface ProgressBarProps {
  completed: number;
  total: number;
  percent: number;
  /** Names the bar ('Course progress', or the course's name on My learning). */
  label: string;
}

/** A course's completion: a progress bar screen readers read as "3 of 4 lessons complete". */
export function ProgressBar({ completed, total, percent, label }: ProgressBarProps) {
  const messages = useLearningMessages();
  const text = messages.lessonsCompleted(completed, total);
  return (
    <div className="course-progress">
      <div
        className="course-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% — ${text}`}
      >
        <div className="course-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="course-progress__text" aria-hidden="true">
        <strong>{percent}%</strong> · {text}
      </p>
    </div>
  );
}
