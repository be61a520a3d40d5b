import { describe, expect, it } from 'vitest';
import { flows } from '#shared/flows';
import { lifelineListLabelOf, lifelineListPathOf, lifelinePathOf } from './lifeline-section';

describe("each flow's lifeline pages", () => {
  it('are the addition’s own: the businesses that may be added', () => {
    expect(lifelineListPathOf(flows.addition.phase)).toBe('/after/lifeline');
    expect(lifelinePathOf(flows.addition.phase, 'utsuru-denki')).toBe('/after/lifeline/utsuru-denki');
    expect(lifelineListLabelOf(flows.addition.phase)).toBe('追加する事業者の一覧へ');
  });

  it('are the normal flow’s for any other flow, the revocation’s too', () => {
    for (const { phase } of [flows.normal, flows.revocation]) {
      expect(lifelineListPathOf(phase)).toBe('/lifeline');
      expect(lifelinePathOf(phase, 'utsuru-denki')).toBe('/lifeline/utsuru-denki');
      expect(lifelineListLabelOf(phase)).toBe('ライフラインの手続きの一覧へ');
    }
  });
});
