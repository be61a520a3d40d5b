// Spec §8: a route whose layout names a login check that does not exist gives the 500 page with
// 'Unknown middleware'. The test registers such a route beside the real route table and renders
// the real router and layouts for its path (static markup: the repo has no DOM for tests). The
// error page is a lazy chunk, so the markup is prerendered, which waits for it.
import { createElement as h } from 'react';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { errorPageTexts } from '#shared/errors/error-page-content';
import { routes, type AppRoute } from '#shared/routes';
import { routeSessionStore } from '../session/current-route-session';
import { everyFlowSlot } from '../session/route-session';
import { AppRoutes } from './app-routes';
import { isKnownLayout } from './layouts';

const signedOut = { authenticated: false, provider: null, expires_at: null };

/** A route of a layout with a login check nobody wrote ('members-only'). */
const membersRoute = { name: 'members', pattern: '/members', layout: 'members-only', title: '会員ページ' } as unknown as AppRoute;

async function renderAt(path: string, table: readonly AppRoute[]): Promise<string> {
  routeSessionStore.set({ path, status: 'ready', value: { auth: signedOut, drafts: [], sessions: everyFlowSlot({ state: 'skipped' }) } });
  const { prelude } = await prerender(h(Router, { ssrPath: path, children: h(AppRoutes, { table }) }));
  return new Response(prelude).text();
}

describe('a layout naming an unknown login check (spec §8)', () => {
  afterEach(() => routeSessionStore.set({ path: '', status: 'none' }));

  it('finds a layout for every route of the real table', () => {
    for (const route of routes) expect(isKnownLayout(route.layout)).toBe(true);
    expect(isKnownLayout('members-only')).toBe(false);
    expect(isKnownLayout('toString')).toBe(false);
  });

  it('shows the 500 page with 「Unknown middleware」 instead of the page', async () => {
    const html = await renderAt('/members', [...routes, membersRoute]);
    expect(html).toContain(`>${errorPageTexts[500].title}</h1>`);
    // The sentence spec §8 fixes, as the page's reference line with the エラーコード (issue 24).
    expect(html).toContain('<span lang="en">Unknown middleware</span>');
    expect(html).toMatch(/エラーコード：(<!-- -->)?500(<!-- -->)?（<span lang="en">Unknown middleware<\/span>）/);
  });

  it('leaves the routes of known layouts alone', async () => {
    const html = await renderAt('/error/expired', [...routes, membersRoute]);
    expect(html).not.toContain('Unknown middleware');
  });
});
