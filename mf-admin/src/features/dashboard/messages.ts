// The dashboard's copy (/Admin). The sections' names and lines are the frame's (app/messages.ts).

export const dashboardMessages = {
  title: 'Back-office',
  intro: 'Choose what to manage.',
  sectionsLabel: 'Back-office sections',
};
