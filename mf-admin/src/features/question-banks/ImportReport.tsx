import type { ImportQuestionsReport } from '@academy/contract';
import { questionImportMessages } from './messages';

const text = questionImportMessages;

/** What a check found: the counts, then every error with its line, field and message. */
export function ImportReport({ report }: { report: ImportQuestionsReport }) {
  const { errors } = report;
  return (
    <div className="admin-import__report">
      <h2>{text.reportTitle}</h2>
      <p>
        {text.wouldCreate(report.would_create)}, {text.wouldUpdate(report.would_update)}.
      </p>
      {errors.length === 0 ? (
        <p>{text.clean}</p>
      ) : (
        <>
          <p className="admin-field__error">{text.errorsTitle(errors.length)}</p>
          <div className="admin-list__scroll">
            <table className="admin-table">
              <caption className="ac-visually-hidden">{text.errorsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.line}</th>
                  <th scope="col">{text.field}</th>
                  <th scope="col">{text.message}</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error, index) => (
                  <tr key={`${error.line}-${error.field}-${index}`}>
                    <td>{error.line}</td>
                    <td>
                      <code>{error.field}</code>
                    </td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}
