import { useEffect } from 'react';
import { Router } from 'wouter';
import { PageFrame } from '../layout/page-frame';
import { AppRoutes } from './app-routes';
import { routeParser } from '../routing/route-parser';

/** `onFirstCommit`: runs once the app's frame has replaced index.html's static one. */
export function App({ onFirstCommit }: { onFirstCommit?: () => void }) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  return (
    <Router parser={routeParser}>
      <PageFrame>
        <AppRoutes />
      </PageFrame>
    </Router>
  );
}
