// wouter's default parser is case-insensitive and takes any characters in `:id`, while the
// server (shared matchRoute) is exact. Matching the same way keeps the two in step: a path
// the server answers 404 never shows a real page, and the reverse.
import type { Parser } from 'wouter';

const segment = '([A-Za-z0-9_-]+)';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const routeParser: Parser = (route) => {
  const keys: string[] = [];
  let source = '';
  for (const part of route.split('/').filter(Boolean)) {
    if (part.startsWith('*')) {
      // wouter parses a <Route> without a path as "*": the catch-all for the 404 page.
      keys.push('*');
      source += '(?:/(.*))?';
    } else if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      keys.push(part.slice(1, optional ? -1 : undefined));
      source += optional ? `(?:/+${segment})?` : `/+${segment}`;
    } else {
      source += `/+${escapeRegExp(part)}`;
    }
  }
  // Repeated and trailing slashes are tolerated as matchRoute does (it splits on '/').
  return { pattern: new RegExp(`^${source}/*$`), keys };
};
