import { ToastHost } from '@academy/shared';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useInspectGuard } from './use-inspect-guard';

function Page() {
  useInspectGuard();
  return (
    <>
      <label htmlFor="name">Name</label>
      <input id="name" />
      <button type="button">Go</button>
      <ToastHost />
    </>
  );
}

describe('inspect guard', () => {
  it("blocks F12 with the warning toast 'OOOPS , The Page inspect is Blocked'", async () => {
    render(<Page />);
    // fireEvent returns false when the listener called preventDefault.
    expect(fireEvent.keyDown(window, { key: 'F12' })).toBe(false);
    const toast = await screen.findByText('OOOPS , The Page inspect is Blocked');
    expect(toast.closest('.Toastify__toast')).toHaveClass('Toastify__toast--warning');
  });

  it('shows one toast however often F12 is pressed while it is up', async () => {
    render(<Page />);
    act(() => {
      for (let i = 0; i < 5; i += 1) fireEvent.keyDown(window, { key: 'F12' });
    });
    await screen.findByText('OOOPS , The Page inspect is Blocked');
    expect(screen.getAllByText('OOOPS , The Page inspect is Blocked')).toHaveLength(1);
  });

  it('prevents the context menu', () => {
    render(<Page />);
    expect(fireEvent.contextMenu(screen.getByRole('button', { name: 'Go' }))).toBe(false);
    expect(fireEvent.contextMenu(document.body)).toBe(false);
  });

  it('leaves every other key alone, so keyboard use is unchanged', async () => {
    render(<Page />);
    for (const key of ['Tab', 'Enter', 'Escape', ' ', 'ArrowDown', 'F5', 'F11', 'i']) {
      expect(fireEvent.keyDown(window, { key })).toBe(true);
    }
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('Sara');
    expect(screen.getByLabelText('Name')).toHaveValue('Sara');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    expect(screen.queryByText('OOOPS , The Page inspect is Blocked')).not.toBeInTheDocument();
  });

  it('stops guarding when unmounted', () => {
    const { unmount } = render(<Page />);
    unmount();
    expect(fireEvent.keyDown(window, { key: 'F12' })).toBe(true);
    expect(fireEvent.contextMenu(document.body)).toBe(true);
  });
});
