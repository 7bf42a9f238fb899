export const EXAM_TOOLS = ['whiteboard', 'calculator', 'display', 'shortcuts'] as const;
export type ExamTool = (typeof EXAM_TOOLS)[number];
