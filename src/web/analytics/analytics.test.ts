import { describe, expect, it } from 'vitest';
import { chooseAdapter } from './analytics';
import { createCapturingAdapter } from './capturing-adapter';
import { noopAdapter } from './noop-adapter';

describe('chooseAdapter', () => {
  const ga4 = () => createCapturingAdapter();

  it('uses GA4 when a measurement id is configured', () => {
    const seen: string[] = [];
    const adapter = chooseAdapter(' G-ABC123 ', (id) => { seen.push(id); return ga4(); });
    expect(seen).toEqual(['G-ABC123']);
    expect(adapter).not.toBe(noopAdapter);
  });

  it.each([undefined, '', '   ', 'UA-1234-1', 'G-abc<script>'])('sends nowhere for %j', (id) => {
    expect(chooseAdapter(id, ga4)).toBe(noopAdapter);
  });
});
