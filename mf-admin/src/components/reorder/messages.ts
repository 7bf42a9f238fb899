// A list put in order with Move up / Move down (the catalogue's courses, a course's lessons).

export const reorderMessages = {
  up: 'Move up',
  down: 'Move down',
  upLabel: (name: string) => `Move “${name}” up`,
  downLabel: (name: string) => `Move “${name}” down`,
  moved: (name: string, position: number, count: number) =>
    `“${name}” moved to position ${position} of ${count}.`,
  failed: (name: string) => `“${name}” could not be moved. The previous order is back.`,
};
