/** When an attempt happened, as the page shows it: '1 Nov 2026, 09:00'. */
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const formatWhen = (iso: string) => dateFormat.format(new Date(iso));
