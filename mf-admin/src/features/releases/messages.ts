// /Admin/releases (admins only, issue 23): each remote's versions, their health in the field,
// rollbacks.

export const releasesMessages = {
  title: 'Releases',
  intro:
    'The version of each part of the site that new page loads get, and how each version did in real browsers over the last hour (sampled). A flip reaches new page loads within a few seconds, on every server.',
  loading: 'Loading the releases',
  things: 'releases',
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
  canary: {
    title: (remote: string) => `Canary of ${remote}`,
    explain:
      'A canary serves a version to a share of page loads beside the live one; each learner keeps the same side (by account, or by browser when signed out). It is aborted by itself when its error rate is worse than live beyond chance (an exact one-sided test at α = 0.01), once each side has the minimum of page views.',
    none: 'No canary is running.',
    version: 'Canary version',
    percent: 'Share of page loads (%)',
    percentInvalid: 'Enter a whole number from 1 to 100.',
    versionRequired: 'Choose a registered version other than the live one.',
    startLabel: (remote: string) => `Start a canary of ${remote}`,
    start: 'Start canary',
    starting: 'Starting…',
    startFailed: 'The canary could not be started.',
    running: (version: string, percent: number, since: string) =>
      `${version} serves ${percent} % of page loads since ${since}.`,
    caption: (remote: string) => `Live and canary of ${remote}, since the canary started`,
    side: 'Side',
    liveSide: (version: string) => `Live ${version}`,
    canarySide: (version: string) => `Canary ${version}`,
    tooFew: (canary: number, live: number, needed: number) =>
      `Too few page loads to decide: ${canary} on the canary and ${live} on live counted, ${needed} needed on each side.`,
    noWorse: (pageViews: number, p: number | null) =>
      `No worse than live so far, over ${pageViews} page loads (one-sided p = ${p ?? '—'}).`,
    worse: (p: number | null) => `Worse than live beyond chance (one-sided p = ${p ?? '—'}).`,
    promote: 'Promote',
    promoteTitle: (remote: string, version: string) => `Promote ${remote} ${version}?`,
    promoteBody: (remote: string, version: string) =>
      `Every new page load gets ${remote} ${version} within a few seconds, on every server.`,
    promoting: 'Promoting…',
    promoted: (version: string) => `${version} is live.`,
    abort: 'Abort',
    abortTitle: (remote: string) => `Abort the canary of ${remote}?`,
    abortBody: (version: string) =>
      `Nobody gets ${version} any more: new page loads get the live version.`,
    aborting: 'Aborting…',
    aborted: (version: string) => `The canary of ${version} is aborted.`,
    endFailed: 'The canary had already ended.',
  },
  preview: 'Preview',
  previewLabel: (remote: string, version: string) => `Preview ${remote} ${version} in a new tab`,
  previewFailed: 'The preview link could not be made.',
  failoverNote:
    'Failover: a browser that cannot load this remote (an error, no answer, or nothing within 8 s) tries once more, then loads the version live before it (live, for a canary) and reports it as a failover error of the version it was served.',
  causes: {
    deploy: 'deployed',
    'make-live': 'made live',
    rollback: 'rolled back',
    'auto-rollback': 'rolled back automatically',
  },
};
