import { useShellMessages } from '../../messages';
import { leavePreview, type ActivePreview } from './preview';

/** Says, on every page of a preview tab, which version is shown and that only this tab sees it. */
export function PreviewBanner({ preview }: { preview: ActivePreview }) {
  const messages = useShellMessages();
  return (
    <div className="preview-banner" role="status" data-testid="preview-banner">
      <strong>{messages.preview.title}</strong>{' '}
      {messages.preview.showing(preview.remote, preview.version)}{' '}
      <button type="button" className="preview-banner__leave" onClick={leavePreview}>
        {messages.preview.leave}
      </button>
    </div>
  );
}
