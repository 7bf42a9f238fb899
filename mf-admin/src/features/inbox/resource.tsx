import type { AdminContactMessage } from '@academy/contract';

import { PatchButton } from '../../components/confirm/PatchButton';
import { showFilter } from '../../components/filters/show-filter';
import { listSection } from '../../components/resource-section/ListSection';
import { dateColumn } from '../../lib/columns';
import { inboxApi } from './api';
import { inboxMessages as text } from './messages';
import { Unhandled } from './UnhandledCount';
import './inbox.css';

/** /Admin/inbox: the contact form's messages, the unhandled ones first shown. */
export default listSection<AdminContactMessage>({
  path: 'inbox',
  api: inboxApi,
  text,
  defaultOrdering: '-created_at',
  Intro: Unhandled,
  filters: [
    showFilter(text.show, 'handled', [
      ['unhandled', text.unhandled, 'false'],
      ['handled', text.handled, 'true'],
      ['all', text.all, ''],
    ]),
  ],
  columns: [
    {
      id: 'from',
      header: text.from,
      cell: ({ row }) => (
        <>
          {row.original.from_name}
          <div className="admin-inbox__email">{row.original.email}</div>
        </>
      ),
    },
    {
      id: 'message',
      header: text.message,
      // The whole text on demand: a list of long messages would be hard to scan.
      cell: ({ row }) => (
        <details className="admin-inbox__message">
          <summary aria-label={text.readLabel(row.original.from_name)}>{text.read}</summary>
          <p>{row.original.message}</p>
        </details>
      ),
    },
    dateColumn('created_at', text.date),
    {
      id: 'handled',
      header: text.state,
      cell: ({ row }) => (row.original.handled ? text.handled : text.unhandled),
    },
  ],
  rowActions: (message) => {
    const action = message.handled ? text.markUnhandled : text.markHandled;
    return (
      <PatchButton
        api={inboxApi}
        record={message}
        change={{ handled: !message.handled }}
        label={action}
        ariaLabel={text.markLabel(action, message.from_name)}
        done={(message.handled ? text.markedUnhandled : text.markedHandled)(message.from_name)}
        failed={text.markFailed}
        quiet
      />
    );
  },
});
