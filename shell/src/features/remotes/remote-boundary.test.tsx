import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { RemoteBoundary } from './RemoteBoundary';

beforeEach(() => {
  // React and the boundary log the caught error; that is expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** Fails to render while `failing` says so, like a remote that is down and then comes back. */
let failing = true;
function FlakyRemote() {
  if (failing) throw new Error('remote down');
  return <p>Remote content</p>;
}

function Page() {
  const [retries, setRetries] = useState(0);
  return (
    <>
      <p>Rest of the page</p>
      <RemoteBoundary remote="catalog" area="the courses" onRetry={() => setRetries((n) => n + 1)}>
        <FlakyRemote />
      </RemoteBoundary>
      <output data-testid="retries">{retries}</output>
    </>
  );
}

describe('RemoteBoundary', () => {
  it('contains a failing remote: a fallback for its area only, with a retry', async () => {
    failing = true;
    render(<Page />);
    const fallback = screen.getByRole('alert');
    expect(fallback).toHaveTextContent(
      'Sorry, the courses could not be loaded right now. The rest of the site still works.',
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();

    // Still down: retrying shows the fallback again and counts the attempt.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('retries')).toHaveTextContent('1');
    expect(screen.getByRole('alert')).toBeInTheDocument();

    // Back up: the retry renders the remote.
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByTestId('retries')).toHaveTextContent('2');
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders the remote untouched when it works', () => {
    failing = false;
    render(<Page />);
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
