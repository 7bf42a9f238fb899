// The tools' panels: a chunk of their own, fetched when the learner first opens one, so the
// player's first load does not grow (docs/performance.md).
import { Calculator } from './Calculator';
import { DisplaySettings } from './DisplaySettings';
import { useExamToolsMessages } from './messages';
import { ShortcutList } from './ShortcutList';
import type { ExamTool } from './tools';
import { Whiteboard } from './Whiteboard';
import './exam-tools.css';

export default function ToolPanels({
  attemptId,
  open,
  onClose,
}: {
  attemptId: number;
  open: readonly ExamTool[];
  onClose: (tool: ExamTool) => void;
}) {
  const messages = useExamToolsMessages();
  const titles: Record<ExamTool, string> = {
    whiteboard: messages.whiteboard,
    calculator: messages.calculator,
    display: messages.display,
    shortcuts: messages.shortcuts,
  };
  return (
    <div className="exam-tools__panels">
      {open.map((tool) => (
        <section
          key={tool}
          className={`exam-tools__panel is-${tool}`}
          aria-labelledby={`exam-tool-${tool}`}
        >
          <header className="exam-tools__panel-header">
            <h2 id={`exam-tool-${tool}`}>{titles[tool]}</h2>
            <button
              type="button"
              className="exam-tools__close"
              aria-label={`${messages.close}: ${titles[tool]}`}
              onClick={() => onClose(tool)}
            >
              ×
            </button>
          </header>
          {tool === 'whiteboard' && <Whiteboard attemptId={attemptId} />}
          {tool === 'calculator' && <Calculator />}
          {tool === 'display' && <DisplaySettings />}
          {tool === 'shortcuts' && <ShortcutList />}
        </section>
      ))}
    </div>
  );
}
