import { readAnswer, saveAnswer } from './answers-store';
import { clearSessionAnswers } from './session-storage';
import { displayQuestionText } from './question-text';

describe('displayQuestionText', () => {
  it.each([
    ['#01. Which document authorizes a project?', 'Which document authorizes a project?'],
    ['#12. Pick two.', 'Pick two.'],
    ['#123.  Extra spaces', 'Extra spaces'],
    ['No prefix at all', 'No prefix at all'],
    ['#1.Without a space', '#1.Without a space'],
    ['Costs #01. later in the text', 'Costs #01. later in the text'],
    ['01. Without the hash', '01. Without the hash'],
  ])('%p → %p', (text, shown) => {
    expect(displayQuestionText(text)).toBe(shown);
  });
});

describe('the session answers', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps each answer under the question text', () => {
    saveAnswer('#01. OC question', 'Project charter');
    saveAnswer('#02. MC question', ['A', 'B']);
    expect(window.sessionStorage.getItem('#01. OC question')).toBe('"Project charter"');
    expect(readAnswer('#01. OC question')).toBe('Project charter');
    expect(readAnswer('#02. MC question')).toEqual(['A', 'B']);
    expect(readAnswer('#03. never answered')).toBeNull();
  });

  it('forgets an emptied choice and ignores what it cannot read', () => {
    saveAnswer('#02. MC question', ['A']);
    saveAnswer('#02. MC question', []);
    expect(window.sessionStorage.getItem('#02. MC question')).toBeNull();
    window.sessionStorage.setItem('#04. broken', '{not json');
    window.sessionStorage.setItem('#05. other', '{"a":1}');
    expect(readAnswer('#04. broken')).toBeNull();
    expect(readAnswer('#05. other')).toBeNull();
  });

  it('clears the answers when an exam opens, and keeps the last results', () => {
    saveAnswer('#01. OC question', 'Project charter');
    saveAnswer('#02. MC question', ['A', 'B']);
    window.sessionStorage.setItem('results', '[]');
    clearSessionAnswers();
    expect(window.sessionStorage.length).toBe(1);
    expect(window.sessionStorage.getItem('results')).toBe('[]');
  });
});
