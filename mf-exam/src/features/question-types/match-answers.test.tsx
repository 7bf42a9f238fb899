import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { dataTransfer } from '../../testing/data-transfer';
import { placed } from './MatchAnswers';
import { matchQuestion, Played } from './test-questions';

const item = (name: string) => screen.getByRole('button', { name, description: /./ });
const answerButton = (name: string) =>
  within(screen.getByRole('list', { name: 'Answers' })).getByRole('button', { name });
/** The live region that says each step. */
const status = () => document.querySelector<HTMLElement>('.qt-match__status')!;

describe('MATCH', () => {
  it('select then place by keyboard alone: an item, then its answer; the live region says each step', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={matchQuestion} onAnswer={onAnswer} />);
    expect(
      screen.getByText(
        'Match each item with its answer: drag an answer onto an item, or select an item and then its answer.',
      ),
    ).toBeInTheDocument();
    expect(item('Risk register')).toHaveAccessibleDescription('No match yet');

    await user.tab();
    expect(item('Risk register')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(item('Risk register')).toHaveAttribute('aria-pressed', 'true');
    expect(status()).toHaveTextContent('Selected: Risk register. Now choose its match.');
    expect(status()).toHaveAttribute('aria-live', 'polite');

    // Tab past the two other items to the answers, the third of which is the match.
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(answerButton('Uncertain events that may happen')).toHaveFocus();
    await user.keyboard(' ');

    expect(onAnswer).toHaveBeenLastCalledWith({ '31': 36 });
    expect(status()).toHaveTextContent(
      'Matched Risk register with Uncertain events that may happen.',
    );
    // The focus comes back to the item just matched, the answer leaves the pool.
    expect(item('Risk register')).toHaveFocus();
    expect(item('Risk register')).toHaveAttribute('aria-pressed', 'false');
    expect(item('Risk register')).toHaveAccessibleDescription(
      'Matched: Uncertain events that may happen',
    );
    expect(
      within(screen.getByRole('list', { name: 'Answers' })).queryByRole('button', {
        name: 'Uncertain events that may happen',
      }),
    ).not.toBeInTheDocument();
  });

  it('an answer first, then its item (mouse or finger); placing a placed answer moves it; Clear puts it back', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={matchQuestion} onAnswer={onAnswer} />);
    await user.click(answerButton('Problems happening now'));
    expect(answerButton('Problems happening now')).toHaveAttribute('aria-pressed', 'true');
    await user.click(item('Issue log'));
    expect(onAnswer).toHaveBeenLastCalledWith({ '32': 35 });

    await user.click(item('Lessons learned register'));
    await user.click(answerButton('What worked and what did not'));
    expect(onAnswer).toHaveBeenLastCalledWith({ '32': 35, '33': 34 });

    // A new answer on a matched item replaces its match, which goes back to the pool.
    await user.click(item('Issue log'));
    await user.click(answerButton('Approved change requests'));
    expect(onAnswer).toHaveBeenLastCalledWith({ '32': 37, '33': 34 });
    expect(answerButton('Problems happening now')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear the match for Issue log' }));
    expect(onAnswer).toHaveBeenLastCalledWith({ '33': 34 });
    expect(status()).toHaveTextContent('Cleared the match for Issue log.');
    expect(item('Issue log')).toHaveFocus();
    await user.click(
      screen.getByRole('button', { name: 'Clear the match for Lessons learned register' }),
    );
    // No pair left: no answer.
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });

  it('Escape drops a selection; pressing the selected item again does too', async () => {
    const user = userEvent.setup();
    render(<Played question={matchQuestion} />);
    await user.click(item('Issue log'));
    await user.keyboard('{Escape}');
    expect(item('Issue log')).toHaveAttribute('aria-pressed', 'false');
    await user.click(answerButton('Problems happening now'));
    await user.click(answerButton('Problems happening now'));
    expect(answerButton('Problems happening now')).toHaveAttribute('aria-pressed', 'false');
  });

  it('drag and drop: an answer dropped on an item matches it; dropped back on the pool clears it', () => {
    const onAnswer = jest.fn();
    render(<Played question={matchQuestion} onAnswer={onAnswer} />);
    const target = item('Issue log').closest('li')!;
    let transfer = dataTransfer();
    fireEvent.dragStart(answerButton('Problems happening now'), { dataTransfer: transfer });
    fireEvent.dragOver(target, { dataTransfer: transfer });
    expect(target).toHaveClass('is-drop-target');
    fireEvent.drop(target, { dataTransfer: transfer });
    expect(onAnswer).toHaveBeenLastCalledWith({ '32': 35 });
    expect(target).not.toHaveClass('is-drop-target');

    // The placed answer dragged on to another item moves there.
    transfer = dataTransfer();
    fireEvent.dragStart(within(target).getByText('Problems happening now'), {
      dataTransfer: transfer,
    });
    const other = item('Risk register').closest('li')!;
    fireEvent.dragOver(other, { dataTransfer: transfer });
    fireEvent.drop(other, { dataTransfer: transfer });
    expect(onAnswer).toHaveBeenLastCalledWith({ '31': 35 });

    // And back to the pool: the pair is gone.
    transfer = dataTransfer();
    fireEvent.dragStart(within(other).getByText('Problems happening now'), {
      dataTransfer: transfer,
    });
    const pool = screen.getByRole('list', { name: 'Answers' }).parentElement!;
    fireEvent.dragOver(pool, { dataTransfer: transfer });
    fireEvent.drop(pool, { dataTransfer: transfer });
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });

  it('something else dragged over an item (a file, a text) is not taken', () => {
    const onAnswer = jest.fn();
    render(<Played question={matchQuestion} onAnswer={onAnswer} />);
    const transfer = dataTransfer();
    transfer.setData('text/plain', '35');
    const target = item('Issue log').closest('li')!;
    fireEvent.dragOver(target, { dataTransfer: transfer });
    fireEvent.drop(target, { dataTransfer: transfer });
    expect(target).not.toHaveClass('is-drop-target');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('See Answer: each item shows its correct match, right pairs green and wrong ones red', () => {
    render(<Played question={matchQuestion} initial={{ '31': 36, '32': 34 }} reveal />);
    const row = (name: string) => item(name).closest('li')!;
    expect(row('Risk register')).toHaveClass('is-correct');
    expect(row('Issue log')).toHaveClass('is-wrong');
    expect(row('Lessons learned register')).toHaveClass('is-wrong');
    expect(
      within(row('Issue log')).getByText(/Correct match: Problems happening now/),
    ).toBeVisible();
    expect(
      within(row('Risk register')).getByText('(correct answer)').parentElement,
    ).toHaveTextContent('(correct answer) Correct match: Uncertain events that may happen');
  });
});

describe('placed', () => {
  it('puts an answer on one item only', () => {
    expect(placed({ '1': 5, '2': 6 }, 3, 5)).toEqual({ '2': 6, '3': 5 });
    expect(placed({ '1': 5 }, 1, 6)).toEqual({ '1': 6 });
  });
});
