// Spec §5: while a birth date is typed, slashes are inserted and single digits padded. A slash
// is inserted only when the next digit arrives (19900 → 1990/0), so deleting one is not undone
// at once; a segment closed by the resident's own slash is padded (1990/4/ → 1990/04/).
import { toHalfWidth } from './kana-conversion';

const widths = [4, 2, 2] as const;

function padSegment(segment: string, index: number): string {
  return index > 0 && segment.length === 1 ? `0${segment}` : segment;
}

/** YYYY/MM/DD as far as typed: 19900401 → 1990/04/01, 1990/4/ → 1990/04/, 1990/4/1 → 1990/04/1. */
export function formatDateWhileTyping(input: string): string {
  const closed: string[] = [];
  let current = '';
  let trailingSlash = false;
  for (const char of toHalfWidth(input)) {
    if (/\d/.test(char)) {
      if (current.length === widths[closed.length]) {
        closed.push(current);
        current = '';
        if (closed.length === widths.length) break;
      }
      current += char;
      trailingSlash = false;
    } else if (char === '/' && current !== '' && closed.length < widths.length - 1) {
      closed.push(padSegment(current, closed.length));
      current = '';
      trailingSlash = true;
    }
  }
  const text = [...closed, ...(current === '' ? [] : [current])].join('/');
  return trailingSlash ? `${text}/` : text;
}

/** When the resident leaves the field, the last segment is padded too: 1990/4/1 → 1990/04/01. */
export function finishDateInput(input: string): string {
  const typed = formatDateWhileTyping(input);
  const segments = typed.split('/');
  if (segments.length !== widths.length) return typed;
  return segments.map(padSegment).join('/');
}
