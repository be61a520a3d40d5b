// A JSON parser that also knows the line each value starts on (issue 30), so every catalogue
// error names its file and line: JSON.parse gives no positions for values, and its syntax
// errors' wording and positions vary between engines. Strict JSON only (no comments, no
// trailing commas), like JSON.parse.

/** A syntax error at a line of the text. */
export class JsonSyntaxError extends Error {
  override readonly name = 'JsonSyntaxError';
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export interface JsonWithLines {
  value: unknown;
  /** The line (1-based) of the value at a JSON pointer (RFC 6901), or of its nearest ancestor. */
  lineOf(pointer: string): number;
}

/** A JSON pointer of a path of keys and indexes (`~` and `/` escaped as RFC 6901 says). */
export const pointerOf = (path: readonly PropertyKey[]): string =>
  path.map((key) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const stringPattern = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y;

export function parseJsonWithLines(text: string): JsonWithLines {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) lineStarts.push(index + 1);
  const lineAt = (offset: number): number => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
  const lines = new Map<string, number>();
  let at = 0;

  const fail = (what: string): never => {
    const found = at < text.length ? `'${text[at]}'` : 'the end of the file';
    throw new JsonSyntaxError(`invalid JSON: ${what} expected, found ${found}`, lineAt(Math.min(at, text.length)));
  };
  const skipSpace = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at += 1;
  };
  const token = (pattern: RegExp, what: string): string => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return fail(what);
    at += match[0].length;
    return match[0];
  };
  const expect = (char: string) => {
    skipSpace();
    if (text[at] !== char) fail(`'${char}'`);
    at += 1;
  };

  const value = (pointer: string): unknown => {
    skipSpace();
    if (!lines.has(pointer)) lines.set(pointer, lineAt(at));
    const char = text[at];
    if (char === '{') {
      at += 1;
      const object: Record<string, unknown> = {};
      skipSpace();
      if (text[at] === '}') {
        at += 1;
        return object;
      }
      for (;;) {
        skipSpace();
        const keyLine = lineAt(at);
        const key = JSON.parse(token(stringPattern, 'a property name in double quotes')) as string;
        const child = pointer + pointerOf([key]);
        if (Object.hasOwn(object, key)) throw new JsonSyntaxError(`invalid JSON: the property "${key}" appears twice`, keyLine);
        lines.set(child, keyLine);
        expect(':');
        // defineProperty: a key named __proto__ is data, as JSON.parse keeps it.
        Object.defineProperty(object, key, { value: value(child), enumerable: true, writable: true, configurable: true });
        skipSpace();
        if (text[at] === ',') at += 1;
        else if (text[at] === '}') {
          at += 1;
          return object;
        } else return fail(`',' or '}'`);
      }
    }
    if (char === '[') {
      at += 1;
      const array: unknown[] = [];
      skipSpace();
      if (text[at] === ']') {
        at += 1;
        return array;
      }
      for (;;) {
        array.push(value(pointer + pointerOf([array.length])));
        skipSpace();
        if (text[at] === ',') at += 1;
        else if (text[at] === ']') {
          at += 1;
          return array;
        } else return fail(`',' or ']'`);
      }
    }
    if (char === '"') return JSON.parse(token(stringPattern, 'a string')) as string;
    for (const [word, literal] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return literal;
      }
    }
    return Number(token(numberPattern, 'a value'));
  };

  const parsed = value('');
  skipSpace();
  if (at < text.length) fail('the end of the file');
  return {
    value: parsed,
    lineOf(pointer) {
      for (let current = pointer; ; current = current.slice(0, current.lastIndexOf('/'))) {
        const line = lines.get(current);
        if (line !== undefined || current === '') return line ?? 1;
      }
    },
  };
}
