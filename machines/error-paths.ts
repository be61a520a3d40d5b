// Where the error routing sends a resident (spec §2, §8): the top page, the expired page, and the
// remembered start page. Plain functions without XState, so the shell's layouts and boot can use
// them without loading the machines (the first page's JavaScript stays small).
import { pathOf } from '#shared/routes';

export const indexPath = pathOf('index');
export const expiredPagePath = pathOf('error-expired');

/**
 * The remembered start page comes from local storage, which anything on the origin can write:
 * only a same-origin path is followed, so it cannot become an open redirect.
 */
export function topPathOf(rememberedStartPath: string | null): string {
  return rememberedStartPath !== null && /^\/(?![/\\])\S*$/.test(rememberedStartPath) ? rememberedStartPath : indexPath;
}
