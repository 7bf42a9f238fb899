import { listMessages } from './messages';

/** A list that could not be read: said at once (an alert), with a way to ask again. */
export function LoadFailed({ things, retry }: { things: string; retry: () => unknown }) {
  return (
    <div className="admin-list__error" role="alert">
      <p>{listMessages.loadFailed(things)}</p>
      <button type="button" className="admin-button" onClick={() => void retry()}>
        {listMessages.retry}
      </button>
    </div>
  );
}
