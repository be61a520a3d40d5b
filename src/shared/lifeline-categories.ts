// The lifeline categories (issue 25): the contract's single `businesses` procedure is filed once
// per chosen business, and each business is of one category, so each category is an entry of the
// procedure registry of its own, under the businesses entry (BusinessProcedureEntry.categories).
// The forms, the names residents read after a business's name and the lifeline catalogue's
// categories all come from these entries (docs/adding-a-procedure.md, "A lifeline category").
import type { components } from './api/schema';
import {
  electricityForms,
  gasForms,
  internetForms,
  otherLifelineForms,
  waterForms,
  type BusinessCategory,
  type LifelineFormsByDirection,
} from './forms/definitions/lifeline-forms';

type MovingType = components['schemas']['MovingType'];

export interface LifelineCategoryEntry {
  /**
   * What the lifeline catalogue's businesses and the contract's BusinessCategory call it. The
   * contract lists its categories, so a shipped code is one of BusinessCategory; a registry of a
   * test may hold any other.
   */
  readonly code: string;
  /** Its name after a business's, wherever a business's application is named: うつる電力（電気の使用停止・開始）. */
  readonly label: string;
  /** Where it is listed among the others. */
  readonly order: number;
  /** Its notices go to the business the resident chose, never to a municipality. */
  readonly recipient: 'business';
  /** The moving types it applies to: the businesses entry is offered for each of them. */
  readonly movingTypes: readonly MovingType[];
  /** Its form, by which of the move's addresses the business serves. */
  readonly forms: LifelineFormsByDirection;
  /** Every business's application is edited on /lifeline/{id}, listed on /lifeline. */
  readonly route: 'lifeline';
  /**
   * A business's notice is cancelled on its own: it follows no other procedure's cancellation and
   * none follows it (brief §5; no reason asked, #shared/cancellation's reasonRequired).
   */
  readonly cancellationFollows: null;
}

/** Where the lifeline businesses are offered: a move abroad leaves no new address to serve. */
const domesticMoves: readonly MovingType[] = ['other_municipality', 'same_municipality'];

const category = (code: BusinessCategory, order: number, forms: LifelineFormsByDirection): LifelineCategoryEntry => ({
  code,
  label: forms.both.title,
  order,
  recipient: 'business',
  movingTypes: domesticMoves,
  forms,
  route: 'lifeline',
  cancellationFollows: null,
});

/** The categories the service ships, in list order (the contract's BusinessCategory). */
export const shippedLifelineCategories: readonly LifelineCategoryEntry[] = [
  category('electricity', 1, electricityForms),
  category('gas', 2, gasForms),
  category('water', 3, waterForms),
  category('internet', 4, internetForms),
  category('other', 5, otherLifelineForms),
];

/** The moving types any of `categories` applies to, in the order first met. */
export const movingTypesOfCategories = (categories: readonly LifelineCategoryEntry[]): MovingType[] => [...new Set(categories.flatMap((entry) => entry.movingTypes))];
