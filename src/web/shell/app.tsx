import { Router } from 'wouter';
import { PageFrame } from '../layout/page-frame';
import { AppRoutes } from './app-routes';
import { routeParser } from '../routing/route-parser';

export function App() {
  return (
    <Router parser={routeParser}>
      <PageFrame>
        <AppRoutes />
      </PageFrame>
    </Router>
  );
}
