// Routes come from the shared table (src/shared/routes.ts) that the server also serves,
// so every path it answers 200 has a page here and everything else is the 404 page.
import type { ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { routes, type RouteName } from '../../shared/routes';
import { NotFoundPage } from '../pages/not-found-page';
import { PreparingPage } from '../pages/preparing-page';
import { TopPage } from '../pages/top/top-page';
import { MyPage } from '../pages/my-page/my-page';

const pages: Partial<Record<RouteName, ComponentType>> = {
  index: TopPage,
  mypage: MyPage,
};

export function AppRoutes() {
  return (
    <Switch>
      {routes.map((route) => (
        <Route key={route.name} path={route.pattern} component={pages[route.name] ?? PreparingPage} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
