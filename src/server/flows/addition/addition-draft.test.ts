// Issue 24, 1c: the addition asks every seeded business what the normal flow's lifeline step asks
// for the same move. A business serving the old address too (さくらガス, そよかぜ光, あおぞら新聞
// serve 東京都) asks for the stop date there; none says the old address is outside its area.
import { describe, expect, it } from 'vitest';
import type { BusinessServes } from '#shared/forms/definitions/lifeline-forms';
import { businessApplicationsFor } from '../../domain/application-lists';
import { loadLifelineCatalogue } from '../../domain/lifeline-catalogue';
import type { SessionData } from '../../drafts/session-data';
import { completeAttributes } from '../../submission/testing/complete-draft';
import { withAddedBusiness } from './addition-draft';

const setagaya = '131121';
const yokohamaNaka = '141046';
const osakaKita = '271276';

/** An addition draft of the move `from` → `to`, with no business added yet. */
function additionOf(from: string, to: string): SessionData {
  const attributes = completeAttributes();
  const values = attributes.moving.values!;
  const moving = { ...attributes.moving, values: { ...values, from: { ...values.from, jis_code: from }, to: values.to && { ...values.to, jis_code: to } } };
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    phase: 2,
    attributes: { ...attributes, moving, businesses: { status: 1, applications: [] } },
    updated_at: '2026-11-28T00:00:00.000Z',
    promo_code: null,
  };
}

/** What each seeded business's form asks for each move; null: it does not serve the destination, so it is never offered. */
const expected: Record<string, { toYokohama: BusinessServes | null; toSetagaya: BusinessServes | null }> = {
  'hikari-denryoku': { toYokohama: 'both', toSetagaya: 'new_address' },
  'naniwa-denki': { toYokohama: null, toSetagaya: null },
  'kitano-energy': { toYokohama: null, toSetagaya: null },
  'genkai-denryoku': { toYokohama: null, toSetagaya: null },
  'sakura-gas': { toYokohama: 'both', toSetagaya: 'new_address' },
  'yodogawa-gas': { toYokohama: null, toSetagaya: null },
  'machikado-suido': { toYokohama: null, toSetagaya: 'both' },
  'soyokaze-hikari': { toYokohama: 'both', toSetagaya: 'both' },
  'tsubasa-net': { toYokohama: null, toSetagaya: 'both' },
  'aozora-shimbun': { toYokohama: 'both', toSetagaya: 'both' },
};

describe('what an added business asks (issue 24, 1c)', async () => {
  const catalogue = await loadLifelineCatalogue();
  const moves = [
    { name: '世田谷区 → 横浜市中区', from: setagaya, to: yokohamaNaka, column: 'toYokohama' },
    { name: '大阪市北区 → 世田谷区', from: osakaKita, to: setagaya, column: 'toSetagaya' },
  ] as const;

  it('covers every seeded business', () => {
    expect(Object.keys(expected).sort()).toEqual(catalogue.all.map((business) => business.business_id).sort());
  });

  for (const move of moves) {
    for (const business of catalogue.all) {
      it(`${business.name}, ${move.name}: the same form as the normal flow's`, () => {
        const want = expected[business.business_id]?.[move.column];
        expect(catalogue.serving(move.to).includes(business)).toBe(want !== null);
        if (want === null || want === undefined) return;
        const added = withAddedBusiness(additionOf(move.from, move.to), business, catalogue, new Date('2026-11-28T00:00:00Z')).attributes.businesses.applications[0];
        const [normal] = businessApplicationsFor([business], catalogue, [], { from: move.from, to: move.to });
        expect(added?.serves).toBe(want);
        expect(normal?.serves).toBe(want);
      });
    }
  }
});
