import { describe, expect, it } from 'vitest';
import { finishDateInput, formatDateWhileTyping } from './date-typing';

/** Types `keys` one at a time, formatting after each, as the field does on every input event. */
function type(keys: string): string[] {
  const seen: string[] = [];
  let value = '';
  for (const key of keys) {
    value = formatDateWhileTyping(value + key);
    seen.push(value);
  }
  return seen;
}

describe('birth date typing', () => {
  it('inserts the slashes while 19900401 is typed', () => {
    expect(type('19900401')).toEqual(['1', '19', '199', '1990', '1990/0', '1990/04', '1990/04/0', '1990/04/01']);
  });

  it('pads a month closed by the resident’s slash and keeps typing', () => {
    expect(type('1990/4/1').at(-1)).toBe('1990/04/1');
    expect(formatDateWhileTyping('1990/4/')).toBe('1990/04/');
  });

  it('pads the day too when the resident leaves the field', () => {
    expect(finishDateInput('1990/4/1')).toBe('1990/04/01');
    expect(finishDateInput('19900401')).toBe('1990/04/01');
    expect(finishDateInput('1990/4')).toBe('1990/4'); // incomplete: left for the rule to flag
  });

  it('converts full-width digits and slashes', () => {
    expect(formatDateWhileTyping('１９９０／０４／０１')).toBe('1990/04/01');
  });

  it('ignores letters, extra slashes and anything past the day', () => {
    expect(formatDateWhileTyping('1990//04a/01')).toBe('1990/04/01');
    expect(formatDateWhileTyping('199004011')).toBe('1990/04/01');
    expect(formatDateWhileTyping('/1990')).toBe('1990');
  });

  it('lets the resident delete a slash: nothing is added before the next digit', () => {
    expect(formatDateWhileTyping('1990')).toBe('1990');
    expect(formatDateWhileTyping('1990/')).toBe('1990/');
    expect(formatDateWhileTyping('1990/04')).toBe('1990/04');
  });
});
