// Whether a request is for the API, decided on the path the router matched rather than on the
// raw request target: `POST http://host/utsuru-api/v1/logout` (absolute form) or
// `/%75tsuru-api/v1/logout` (an escaped letter) reach the same route as `/utsuru-api/v1/logout`,
// so they must meet the same CSRF check, session lookup and headers.
import type { FastifyRequest } from 'fastify';
import { apiBasePath } from '#shared/config/brand';

/** The matched route's pattern; for an unmatched request, the target's decoded path. */
export function routedPath(request: FastifyRequest): string {
  return request.routeOptions.url ?? targetPath(request.url);
}

export function isApiRequest(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return path === apiBasePath || path.startsWith(`${apiBasePath}/`);
}

function targetPath(target: string): string {
  let path = target;
  if (!target.startsWith('/')) {
    try {
      path = new URL(target).pathname;
    } catch {
      return target;
    }
  }
  path = path.split('?')[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
