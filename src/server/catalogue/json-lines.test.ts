// The positions behind every catalogue error's line: a value's line by its JSON pointer, its
// nearest ancestor's for a pointer with no value, and the line of a syntax error.
import { describe, expect, it } from 'vitest';
import { JsonSyntaxError, parseJsonWithLines, pointerOf } from './json-lines';

describe('parseJsonWithLines', () => {
  const text = '[\n  {\n    "a/b": 1,\n    "list": [\n      "x",\n      { "~k": null }\n    ]\n  }\n]\n';

  it('parses as JSON.parse does and knows the line of each value', () => {
    const parsed = parseJsonWithLines(text);
    expect(parsed.value).toEqual(JSON.parse(text));
    expect(parsed.lineOf('')).toBe(1);
    expect(parsed.lineOf('/0')).toBe(2);
    expect(parsed.lineOf(pointerOf([0, 'a/b']))).toBe(3);
    expect(parsed.lineOf('/0/list/1')).toBe(6);
    expect(parsed.lineOf(pointerOf([0, 'list', 1, '~k']))).toBe(6);
    // No value there (a missing property): its parent's line.
    expect(parsed.lineOf('/0/list/1/missing')).toBe(6);
  });

  it('keeps a __proto__ key as data', () => {
    expect(Object.keys(parseJsonWithLines('{"__proto__": 1}').value as object)).toEqual(['__proto__']);
  });

  it.each([
    ['[1,\n2,\n]', 3],
    ['{\n"a": 1\n"b": 2}', 3],
    ['{\n  "a": tru\n}', 2],
    ['{\n"a": 1,\n"a": 2\n}', 3],
    ['[1]\n\nx', 3],
    ['{\n"a": "\n"}', 2],
  ])('reports a syntax error in %j at line %i', (source, line) => {
    expect(() => parseJsonWithLines(source)).toThrow(JsonSyntaxError);
    try {
      parseJsonWithLines(source);
    } catch (error) {
      expect((error as JsonSyntaxError).line).toBe(line);
    }
  });
});
