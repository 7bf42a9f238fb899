import { render, screen } from '@testing-library/react';

import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits its form with its label while nothing runs', () => {
    render(<SubmitButton busy={false}>Save</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
  });

  it("says 'wait ..' and cannot be pressed while the request runs", () => {
    render(<SubmitButton busy>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'wait ..' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("says a screen's own busy words when it has them", () => {
    render(
      <SubmitButton busy busyLabel="Applying…">
        Apply
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Applying…' })).toBeDisabled();
  });
});
