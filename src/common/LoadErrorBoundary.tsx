// Catches a code-split module that could not be loaded (a LoadError, after its retries) and shows
// `fallback` in its place, with a retry. Any other error passes on to the boundary above.
import { Component, useSyncExternalStore, type ReactNode } from 'react';
import {
  allowNewLoadAttempts,
  isLoadError,
  loadRetryCount,
  subscribeLoadRetries,
  type LoadError,
} from './loadWithRetry';

export interface LoadErrorFallbackProps {
  error: LoadError;
  /** renders the children again (their load starts anew), or reloads the page when only that can
   * load them (LoadError.needsReload) */
  retry(): void;
}

interface Props {
  children: ReactNode;
  /** what is shown in the children's place (an element, not a component called: hooks are fine) */
  fallback(props: LoadErrorFallbackProps): ReactNode;
  /** values whose change retries a failed load (the path, the top bar's refresh count) */
  resetKeys?: readonly unknown[];
}

interface State {
  error: unknown;
  failed: boolean;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]));

export class LoadErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidUpdate(previous: Props) {
    if (this.state.failed && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  // a failed screen left (another path): its code loads anew when it is next shown
  componentWillUnmount() {
    if (this.state.failed) allowNewLoadAttempts();
  }

  reset = () => {
    allowNewLoadAttempts();
    this.setState({ error: undefined, failed: false });
  };

  retry = () => {
    const { error } = this.state;
    if (isLoadError(error) && error.needsReload) window.location.reload();
    else this.reset();
  };

  render() {
    const { error, failed } = this.state;
    if (!failed) return this.props.children;
    // not a load failure: the boundary above (react-admin's error page) shows it
    if (!isLoadError(error)) throw error;
    return this.props.fallback({ error, retry: this.retry });
  }
}

/** A key that changes each time the top bar's refresh button asks failed loads to retry. */
export function useLoadRetryCount(): number {
  return useSyncExternalStore(subscribeLoadRetries, loadRetryCount, loadRetryCount);
}
