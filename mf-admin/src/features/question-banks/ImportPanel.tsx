import { notify, useNavigate, useQueryClient } from '@academy/shared';
import { useId, useState } from 'react';

import type { AdminQuestionBank, ImportQuestionsReport } from '@academy/contract';
import { RecordTable } from '../../components/details/RecordTable';
import { serverProblemText } from '../../lib/server-problems';
import { bankApis, formatOf, importQuestions, questionsApi, type BankKind } from './api';
import { questionImportMessages as text } from './messages';
import { templateHref } from './questions-template';

/** What a check found: the counts, then every error with its line, field and message. */
function ImportReport({ report: { errors, ...report } }: { report: ImportQuestionsReport }) {
  return (
    <div className="admin-import__report">
      <h2>{text.reportTitle}</h2>
      <p>{text.would(report.would_create, report.would_update)}</p>
      {errors.length === 0 ? (
        <p>{text.clean}</p>
      ) : (
        <>
          <p className="admin-field__error">{text.errorsTitle(errors.length)}</p>
          <RecordTable
            caption={text.errorsCaption}
            hideCaption
            rows={errors.map((error, index) => ({ ...error, index }))}
            rowKey={(error) => `${error.line}-${error.field}-${error.index}`}
            columns={[
              [text.columns.line, (error) => error.line],
              [text.columns.field, (error) => <code>{error.field}</code>],
              [text.columns.message, (error) => error.message],
            ]}
          />
        </>
      )}
    </div>
  );
}

/**
 * Bulk import into one bank: choose a CSV or JSON file, "Check file" (a dry run: what would be
 * created and updated, and each error with its line), then "Import", possible only once the
 * check of this very file found nothing wrong.
 */
export function ImportPanel({ kind, bank }: { kind: BankKind; bank: AdminQuestionBank }) {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportQuestionsReport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);

  async function run(dryRun: boolean) {
    if (busy) return;
    setProblem(null);
    if (!file) return setProblem(text.chooseFile);
    const content = await file.text().catch((error: unknown) => {
      console.error('[admin] could not read the import file', error);
      return null;
    });
    if (content === null) return setProblem(text.readFailed);
    if (!content.trim()) return setProblem(text.emptyFile);
    setBusy(dryRun ? 'check' : 'import');
    try {
      const answer = await importQuestions(
        kind,
        bank.id,
        { format: formatOf(file.name), content },
        dryRun,
      );
      setReport(answer);
      if (!dryRun && answer.errors.length === 0) {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: questionsApi.keys.all }),
          queryClient.invalidateQueries({ queryKey: bankApis[kind].keys.all }),
        ]);
        notify.success(text.imported(answer.would_create, answer.would_update));
        navigate('..');
      }
    } catch (error) {
      setReport(null);
      setProblem(serverProblemText(error, text.failed));
    } finally {
      setBusy(null);
    }
  }

  const clean = report !== null && report.dry_run && report.errors.length === 0;
  return (
    <section className="admin-import" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{text.title(bank.name)}</h1>
      <p>{text.intro}</p>
      <p>
        <a href={templateHref()} download="questions.csv">
          {text.template}
        </a>
      </p>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>{text.file}</label>
        <p id={`${id}-hint`} className="admin-field__hint">
          {text.fileHint}
        </p>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            // Another file: its own check is needed before it can be imported.
            setFile(event.target.files?.[0] ?? null);
            setReport(null);
            setProblem(null);
          }}
        />
      </div>
      <div className="admin-form__actions">
        {([true, false] as const).map((dryRun) => {
          const step = dryRun ? 'check' : 'import';
          return (
            <button
              key={step}
              type="button"
              className={dryRun ? 'admin-button admin-button--quiet' : 'admin-button'}
              disabled={busy !== null || (!dryRun && !clean)}
              onClick={() => void run(dryRun)}
            >
              {busy === step ? text[`${step}ing`] : text[step]}
            </button>
          );
        })}
      </div>
      {problem && (
        <p className="admin-list__error" role="alert">
          {problem}
        </p>
      )}
      <div role="status" aria-live="polite">
        {report && <ImportReport report={report} />}
      </div>
    </section>
  );
}
