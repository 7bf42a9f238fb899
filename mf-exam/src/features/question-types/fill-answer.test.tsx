import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { fillQuestion, Played } from './test-questions';

describe('FILL', () => {
  it('a labelled text field, described by the hint; every change is handed on, an emptied one clears', async () => {
    const user = userEvent.setup();
    const onAnswer = jest.fn();
    render(<Played question={fillQuestion} onAnswer={onAnswer} />);
    const field = screen.getByRole('textbox', { name: 'Your answer' });
    expect(field).toHaveAccessibleDescription('Type your answer.');
    expect(field).toHaveAttribute('maxlength', '200');
    // The accepted values are not on screen before See Answer.
    expect(screen.queryByText(/0\.8/)).not.toBeInTheDocument();

    await user.type(field, '.80');
    expect(onAnswer).toHaveBeenLastCalledWith('.80');
    expect(field).toHaveValue('.80');
    await user.clear(field);
    expect(onAnswer).toHaveBeenLastCalledWith(null);
  });

  it('See Answer: the accepted values, and the verdict by the shared grader (numbers compared as numbers)', () => {
    const { unmount } = render(<Played question={fillQuestion} initial=" .80 " reveal />);
    expect(screen.getByText(/Accepted answers: 0\.8; 0\.80/)).toHaveTextContent(
      '(correct answer) Accepted answers: 0.8; 0.80',
    );
    unmount();
    render(<Played question={fillQuestion} initial="0.75" reveal />);
    expect(screen.getByText(/Accepted answers/)).toHaveTextContent('(wrong answer)');
  });
});
