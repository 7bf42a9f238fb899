import { Component, type ErrorInfo, type ReactNode } from 'react';

import type { RemoteName } from '@academy/shared';

import { shellCatalogue } from '../../messages';
import { reportBoundaryError } from '../telemetry/telemetry';

interface RemoteBoundaryProps {
  /** Whose area it is, for the field telemetry. */
  remote: RemoteName;
  /** Which area failed, for the message and the logs ('the courses', 'the blog'). */
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

interface RemoteBoundaryState {
  error: Error | null;
}

/**
 * Contains a remote that fails to load or throws while rendering: only its area shows a
 * fallback with a retry; the rest of the page keeps working.
 */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): RemoteBoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[remotes] ${this.props.area} failed`, error, info.componentStack);
    reportBoundaryError(this.props.remote, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    // A class component: the catalogue as it is now (a switch re-renders the page around it).
    const messages = shellCatalogue.current();
    return (
      <section className="remote-fallback" role="alert" data-testid="remote-fallback">
        <p>{messages.remoteUnavailable(this.props.area)}</p>
        <button type="button" className="ac-button" onClick={this.retry}>
          {messages.retry}
        </button>
      </section>
    );
  }
}
