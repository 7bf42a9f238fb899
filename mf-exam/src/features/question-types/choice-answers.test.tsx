import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mcQuestion, ocQuestion, Played } from './test-questions';

describe('OC and MC', () => {
  it('OC: one radio per option, picked by mouse or by the arrow keys', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={ocQuestion} onAnswer={onAnswer} />);
    expect(screen.getByText('Choose one answer.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Business case' }));
    expect(onAnswer).toHaveBeenLastCalledWith(12);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Scope statement' })).toBeChecked();
    expect(onAnswer).toHaveBeenLastCalledWith(13);
  });

  it('MC "Choose 2": the stem says so, and a third pick is stopped until one is cleared', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={mcQuestion} onAnswer={onAnswer} />);
    expect(screen.getByText('Choose 2 answers.')).toBeInTheDocument();
    const box = (name: string) => screen.getByRole('checkbox', { name });

    await user.click(box('Accepted deliverables'));
    expect(box('Team charter')).toBeEnabled();
    // The second pick by keyboard: Tab to it, Space.
    await user.tab();
    await user.keyboard(' ');
    expect(onAnswer).toHaveBeenLastCalledWith([21, 22]);

    // Full: the other options are disabled and a polite live region says why.
    expect(box('Team charter')).toBeDisabled();
    expect(box('Risk register')).toBeDisabled();
    const note = screen.getByText('You have chosen 2 answers: clear one before choosing another.');
    expect(note).toHaveAttribute('aria-live', 'polite');
    await user.click(box('Team charter'));
    expect(box('Team charter')).not.toBeChecked();
    expect(onAnswer).toHaveBeenCalledTimes(2);

    // Clearing one frees a pick again.
    await user.click(box('Accepted deliverables'));
    expect(onAnswer).toHaveBeenLastCalledWith([22]);
    expect(box('Team charter')).toBeEnabled();
    expect(note).toBeEmptyDOMElement();
    await user.click(box('Team charter'));
    expect(onAnswer).toHaveBeenLastCalledWith([22, 23]);
  });

  it('MC without "Choose N" takes any number of picks, as the spec has it', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={{ ...mcQuestion, choose: null }} onAnswer={onAnswer} />);
    expect(screen.getByText('Choose every correct answer.')).toBeInTheDocument();
    for (const answer of mcQuestion.answers)
      await user.click(screen.getByRole('checkbox', { name: answer.text }));
    expect(onAnswer).toHaveBeenLastCalledWith([21, 22, 23, 24]);
    // The last one cleared: no pick left is no answer.
    for (const answer of mcQuestion.answers)
      await user.click(screen.getByRole('checkbox', { name: answer.text }));
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });

  it('See Answer marks every option correct or wrong', () => {
    render(<Played question={mcQuestion} initial={[21, 23]} reveal />);
    const item = (name: string) => screen.getByRole('checkbox', { name: new RegExp(name) });
    expect(item('Accepted deliverables').closest('li')).toHaveClass('is-correct', 'is-chosen');
    expect(item('Team charter').closest('li')).toHaveClass('is-wrong', 'is-chosen');
    expect(screen.getAllByText('(correct answer)')).toHaveLength(2);
    expect(screen.getAllByText('(wrong answer)')).toHaveLength(2);
  });

  it('exam mode: a strike-out button per option, named by it, and its hint', async () => {
    const user = userEvent.setup();
    const onStrike = jest.fn();
    render(
      <Played
        question={ocQuestion}
        strikes={{
          struck: [13],
          onStrike,
          word: 'Strike',
          rest: (answer) => ` out: ${answer}`,
          hint: 'Strike out answers you have ruled out.',
        }}
      />,
    );
    expect(screen.getByText('Strike out answers you have ruled out.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Strike out: Scope statement' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Strike out: Business case' }));
    expect(onStrike).toHaveBeenCalledWith(12);
  });
});
