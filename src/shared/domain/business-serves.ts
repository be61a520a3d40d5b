// Which of the move's addresses a lifeline business serves decides which dates its form asks for
// (decision 018). One rule for both flows: the normal application's lifeline step and the
// addition after the move ask a business the same, since its service area is the same (issue 24).
import type { BusinessServes } from '../forms/definitions/lifeline-forms';

/** A catalogue entry's service area: prefecture codes, or municipality JIS codes. */
export interface ServiceArea {
  area: { prefectures: readonly string[]; municipalities: readonly string[] };
}

/** The move's two municipalities (JIS codes); `to` is null for a move without a destination. */
export interface MoveEnds {
  from: string;
  to: string | null;
}

/** Whether the business serves a municipality: listed itself, or by its prefecture. */
export const servesArea = (entry: ServiceArea, jisCode: string): boolean =>
  entry.area.municipalities.includes(jisCode) || entry.area.prefectures.includes(jisCode.slice(0, 2));

/** Which of the move's addresses the business serves, so its form asks only what fits. */
export function businessServes(business: ServiceArea, ends: MoveEnds): BusinessServes {
  const old = servesArea(business, ends.from);
  const next = ends.to !== null && servesArea(business, ends.to);
  if (old === next) return 'both'; // serving neither is not chosen: the catalogue lists businesses serving the destination
  return next ? 'new_address' : 'old_address';
}
