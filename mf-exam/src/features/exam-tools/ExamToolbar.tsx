import { lazy, memo, Suspense, useState } from 'react';

import { useExamToolsMessages } from './messages';
import { EXAM_TOOLS, type ExamTool } from './tools';

const ToolPanels = lazy(() => import(/* webpackChunkName: "exam-tools" */ './ToolPanels'));

/**
 * The real exam's tools (docs/design/exam-attempts.md#exam-tools): one button each, opening its
 * panel beside the question (several may be open at once). The panels load on first use. Memoised:
 * an answer or a flag re-renders the player, never the open tools (docs/performance.md).
 */
export const ExamToolbar = memo(function ExamToolbar({ attemptId }: { attemptId: number }) {
  const messages = useExamToolsMessages();
  const [open, setOpen] = useState<ExamTool[]>([]);
  const names: Record<ExamTool, string> = {
    whiteboard: messages.whiteboard,
    calculator: messages.calculator,
    display: messages.display,
    shortcuts: messages.shortcuts,
  };
  const toggle = (tool: ExamTool) =>
    setOpen((current) =>
      current.includes(tool) ? current.filter((name) => name !== tool) : [...current, tool],
    );
  return (
    <div className="exam-tools">
      <div className="exam-tools__bar" role="toolbar" aria-label={messages.toolsLabel}>
        {EXAM_TOOLS.map((tool) => (
          <button
            key={tool}
            type="button"
            className={`exam-tools__button is-${tool}`}
            aria-pressed={open.includes(tool)}
            onClick={() => toggle(tool)}
          >
            {names[tool]}
          </button>
        ))}
      </div>
      {open.length > 0 && (
        <Suspense fallback={null}>
          <ToolPanels attemptId={attemptId} open={open} onClose={toggle} />
        </Suspense>
      )}
    </div>
  );
});
