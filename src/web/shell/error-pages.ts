// The pages the shell shows in place of a route's page, all in the error pages' chunk (it runs the
// error-routing machine), which the first page does not carry.
import { lazyPage } from '../routing/lazy-page';
import { errorPagesChunk } from '../flows/common/pages';

/** The generic error page, in place of a page whose call failed (layouts) or that threw (the page error boundary). */
export const LazyErrorPage = lazyPage(errorPagesChunk, (m) => m.ErrorPage);
/** Spec §8's 'Unknown middleware': a route whose layout names a login check that does not exist. */
export const LazyUnknownMiddlewarePage = lazyPage(errorPagesChunk, (m) => m.UnknownMiddlewarePage);
/** The 404 page (paths outside the route table, failed validate checks, spec §2/§8). */
export const LazyNotFoundPage = lazyPage(errorPagesChunk, (m) => m.NotFoundPage);
/** The request to log in, in place of a page of the addition or the revocation opened signed out (issue 24). */
export const LazyLoginRequiredPage = lazyPage(errorPagesChunk, (m) => m.LoginRequiredPage);
