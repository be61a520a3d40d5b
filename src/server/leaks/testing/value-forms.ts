// The plain forms a canary value could take where it leaks (issue 26, point 5): as typed (UTF-8),
// its other kana forms (hiragana, half-width katakana, romaji), digits without their separators or
// in full width, dates in ISO form, and JSON-escaped (\uXXXX, \/). Base64 of plaintext is found by
// decoding every base64 or base64url run of a text and searching what it holds (expandBase64),
// to any depth: a JWS's payload, a disclosure, a certificate inside a JWS header.
import jaconv from 'jaconv';

const jsonEscaped = (value: string, upper: boolean) =>
  [...value]
    .map((character) => {
      const code = character.codePointAt(0) ?? 0;
      if (code < 0x80) return character === '/' ? '\\/' : character;
      return [...character]
        .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
        .join('')
        .replace(/[a-f]/g, (hex) => (upper ? hex.toUpperCase() : hex));
    })
    .join('');

const katakana = /^[ァ-ヶー\s　]+$/u;
const separated = /^[\d\s\-/.()]+$/;

/** Every plain form of `value` to search for; each at least four bytes of UTF-8, so none matches by chance. */
export function formsOf(value: string): string[] {
  const forms = new Set([value, value.normalize('NFD')]);
  if (katakana.test(value)) {
    forms.add(jaconv.toHiragana(value));
    forms.add(jaconv.toHanKana(value));
    forms.add(jaconv.toHebon(value.replace(/[\s　]/gu, '')));
  }
  if (separated.test(value)) {
    const digits = value.replace(/\D/g, '');
    forms.add(digits);
    forms.add(jaconv.toZenAscii(value));
    forms.add(jaconv.toZenAscii(digits));
    const date = /^(\d{4})[/-](\d{2})[/-](\d{2})$/.exec(value);
    if (date) {
      forms.add(`${date[1]}-${date[2]}-${date[3]}`);
      forms.add(`${date[1]}/${date[2]}/${date[3]}`);
      forms.add(`${date[1]}年${Number(date[2])}月${Number(date[3])}日`);
    }
  }
  for (const form of [...forms]) {
    forms.add(jsonEscaped(form, false));
    forms.add(jsonEscaped(form, true));
  }
  return [...forms].filter((form) => Buffer.byteLength(form, 'utf8') >= 4);
}

/** Runs of the base64 or base64url alphabets long enough to hold a value. */
const base64Run = /[A-Za-z0-9+/_-]{16,}={0,2}/g;

/**
 * `text` and what every base64 run in it decodes to, and so on to `depth` levels. Node's base64
 * decoder reads both alphabets. A run that decodes to no text adds little, but stays: a value
 * inside binary (a certificate) is still found.
 */
export function expandBase64(text: string, depth = 3): string[] {
  const found = [text];
  let frontier = [text];
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: string[] = [];
    for (const source of frontier) {
      for (const run of source.match(base64Run) ?? []) {
        // Each of the four alignments, in case the run starts mid-token.
        for (let skip = 0; skip < 4 && run.length - skip >= 16; skip += 1) {
          const decoded = Buffer.from(run.slice(skip), 'base64').toString('utf8');
          if (decoded.length > 0) next.push(decoded);
        }
      }
    }
    found.push(...next);
    frontier = next;
  }
  return found;
}

/** Whether `text` holds `form`; a romaji form in any case. */
export const holds = (text: string, form: string): boolean => (/^[A-Z]+$/.test(form) ? text.toUpperCase().includes(form) : text.includes(form));

/** The forms of `value` found in any of `texts` (already expanded). */
export function foundForms(texts: readonly string[], value: string): string[] {
  return formsOf(value).filter((form) => texts.some((text) => holds(text, form)));
}
