import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RootError } from './root-error.tsx';

type Props = { children: ReactNode; at: string };
type State = { failedAt?: string };

/** Shows RootError while the failure is on view; a navigation elsewhere tries again. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromProps(props: Props, state: State): State | null {
    return state.failedAt !== undefined && state.failedAt !== props.at ? {} : null;
  }

  override componentDidCatch() {
    this.setState({ failedAt: this.props.at });
  }

  override render() {
    return this.state.failedAt === undefined ? this.props.children : <RootError />;
  }
}

/**
 * The last resort for any screen: an error while rendering, or a chunk that failed to load
 * after a new deploy, shows RootError (which offers a reload) instead of a blank page.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary at={useLocation().key}>{children}</ErrorBoundary>;
}
