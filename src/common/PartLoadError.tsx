import type { LoadErrorFallbackProps } from './LoadErrorBoundary';
import { RetryAlert } from './RetryAlert';

/** In place of a part of a screen (charts, an editor) whose code could not be downloaded. */
export function PartLoadError({ retry }: LoadErrorFallbackProps) {
  return (
    <RetryAlert message="app.load_error.part" retryLabel="app.load_error.retry" onRetry={retry} />
  );
}
