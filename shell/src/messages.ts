// The shell's user-facing copy. Texts quoted from the spec are verbatim (typos included).
export const messages = {
  remoteUnavailable: (area: string) =>
    `Sorry, ${area} could not be loaded right now. The rest of the site still works.`,
  retry: 'Try again',
};
