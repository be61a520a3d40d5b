// A soak run must rewrite its own figures and nothing else in docs/reliability.md.
import { describe, expect, it } from 'vitest';
import { figureMarkers, withFigures } from './reliability-record';

describe('withFigures', () => {
  const doc = ['# Reliability', '', '<!-- figures:crash -->', 'old crash', '<!-- /figures:crash -->', '', '<!-- figures:fuzz -->', 'old fuzz', '<!-- /figures:fuzz -->', ''].join('\n');

  it('replaces only the block of its suite', () => {
    const next = withFigures(doc, 'crash', '200 trials, 0 partial');
    expect(next).toContain('<!-- figures:crash -->\n200 trials, 0 partial\n<!-- /figures:crash -->');
    expect(next).not.toContain('old crash');
    expect(next).toContain('<!-- figures:fuzz -->\nold fuzz\n<!-- /figures:fuzz -->');
  });

  it('appends a block for a suite the document does not have yet', () => {
    const next = withFigures(doc, 'scale-out', '1 application');
    expect(next.startsWith(doc.trimEnd())).toBe(true);
    expect(next.trimEnd().endsWith('<!-- figures:scale-out -->\n1 application\n<!-- /figures:scale-out -->')).toBe(true);
  });

  it('refuses a name that could break the markers', () => {
    expect(() => figureMarkers('a -->')).toThrow(/lower-case/);
  });
});
