// /Admin/releases (admins only, issue 23): each remote's versions, their health in the field,
// rollbacks.

export const releasesMessages = {
  title: 'Releases',
  intro:
    'The version of each part of the site that new page loads get, and how each version did in real browsers over the last hour (sampled). A flip reaches new page loads within a few seconds, on every server.',
  loading: 'Loading the releases',
  loadFailed: 'The releases could not be loaded.',
  retry: 'Try again',
  live: 'Live',
  liveSince: (version: string, since: string) => `Live: ${version} since ${since}`,
  noLive: 'No version registered yet: the site serves its static manifest.',
  autoRollbackOn: (errors: number, pageViews: number, minutes: number) =>
    `Automatic rollback: on — above ${errors} errors per 1,000 page views over at least ${pageViews} page views, within ${minutes} minutes of going live.`,
  autoRollbackOff: 'Automatic rollback: off.',
  tooFewToDecide: (counted: number, needed: number) =>
    `Too few page loads to decide: ${counted} counted in the last hour, ${needed} needed.`,
  autoRolledBack: (from: string, to: string, at: string) =>
    `Rolled back automatically on ${at}: ${from} → ${to}.`,
  versionsCaption: (remote: string) => `Versions of ${remote}`,
  version: 'Version',
  deployed: 'Deployed',
  by: 'By',
  size: 'Size',
  pageViews: 'Page views (1 h)',
  errorsPer1000: 'Errors per 1,000',
  lcp: 'LCP p75',
  inp: 'INP p75',
  cls: 'CLS p75',
  actions: 'Actions',
  unknown: '—',
  liveBadge: 'live',
  rollBack: 'Roll back',
  rollBackLabel: (remote: string, to: string) => `Roll back ${remote} to ${to}`,
  rollBackTitle: (remote: string) => `Roll back ${remote}?`,
  rollBackBody: (remote: string, from: string, to: string) =>
    `New page loads get ${remote} ${to} instead of ${from} within a few seconds, on every server. Pages already open keep what they loaded.`,
  rollingBack: 'Rolling back…',
  rolledBack: (remote: string, to: string) => `${remote} is back on ${to}.`,
  rollBackFailed: 'The rollback was refused.',
  makeLive: 'Make live',
  makeLiveLabel: (remote: string, version: string) => `Make ${remote} ${version} live`,
  makeLiveTitle: (remote: string, version: string) => `Make ${remote} ${version} live?`,
  makeLiveBody: (remote: string, version: string) =>
    `New page loads get ${remote} ${version} within a few seconds, on every server.`,
  makingLive: 'Making it live…',
  madeLive: (remote: string, version: string) => `${remote} ${version} is live.`,
  makeLiveFailed: 'The version could not be made live.',
  flips: 'Recent flips',
  flip: (from: string | null, to: string, how: string, who: string | null) =>
    `${from ?? '(none)'} → ${to}, ${how}${who ? ` by ${who}` : ''}`,
  causes: {
    deploy: 'deployed',
    'make-live': 'made live',
    rollback: 'rolled back',
    'auto-rollback': 'rolled back automatically',
  },
};
