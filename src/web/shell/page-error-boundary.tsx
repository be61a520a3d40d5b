// A page that throws while rendering — most often a lazy chunk that could not load even after
// the chunk reload guard's one reload — shows the system error page instead of a blank screen.
import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../flows/common/error/error-page';

interface State {
  failed: boolean;
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    // Keyed by path where it is used, so the next route starts with a fresh boundary.
    return this.state.failed ? <ErrorPage status={500} flow="normal" pageKind="other" inPlace /> : this.props.children;
  }
}
