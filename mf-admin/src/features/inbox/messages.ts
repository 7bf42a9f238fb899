// /Admin/inbox: the contact form's messages.

export const inboxMessages = {
  title: 'Inbox',
  thing: 'message',
  things: 'messages',
  filtersLabel: 'Filter the messages',
  show: 'Show',
  unhandled: 'Not handled',
  handled: 'Handled',
  all: 'All messages',
  from: 'From',
  message: 'Message',
  date: 'Received',
  state: 'State',
  read: 'Read the message',
  readLabel: (name: string) => `Read the message of ${name}`,
  markHandled: 'Mark handled',
  markUnhandled: 'Mark not handled',
  markLabel: (action: string, name: string) => `${action}: message of ${name}`,
  markedHandled: (name: string) => `The message of ${name} is marked handled.`,
  markedUnhandled: (name: string) => `The message of ${name} is marked not handled.`,
  markFailed: 'The message could not be marked. Please try again.',
  unhandledCount: (count: number) =>
    count === 1 ? '1 message waits for an answer.' : `${count} messages wait for an answer.`,
};
