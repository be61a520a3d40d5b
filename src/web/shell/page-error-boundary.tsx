// A page that throws while rendering — most often a lazy chunk that could not load even after
// the chunk reload guard's one reload — shows the system error page instead of a blank screen.
// The error page has a chunk of its own (it runs the error-routing machine); when that chunk
// cannot load either, its plain form without the machine shows.
import { Component, Suspense, type ReactNode } from 'react';
import { SystemErrorFallback } from '../flows/common/error/system-error-fallback';
import { ChunkLoading } from '../routing/chunk-loading';
import { LazyErrorPage } from './error-pages';

interface State {
  failed: boolean;
}

class ErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Keyed by path where it is used, so the next route starts with a fresh boundary. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={
        <ErrorBoundary fallback={<SystemErrorFallback />}>
          <Suspense fallback={<ChunkLoading />}>
            <LazyErrorPage status={500} flow="normal" pageKind="other" inPlace />
          </Suspense>
        </ErrorBoundary>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
