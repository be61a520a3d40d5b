// The shipped lifeline forms as tests reach them: by category, read from the procedure registry
// (src/shared/lifeline-categories.ts), since the form definitions no longer keep a table by category.
import { shippedProcedures } from '../../procedures';
import type { BusinessCategory, BusinessServes, LifelineValues } from '../definitions/lifeline-forms';
import type { FormDefinition } from '../form-definition';

/** The form of a shipped category's business serving `serves` of the move's addresses. */
export const lifelineFormOf = (category: BusinessCategory, serves: BusinessServes): FormDefinition<LifelineValues> => shippedProcedures.lifelineFormOf(category, serves);

/** The form of each shipped category's businesses serving both addresses. */
export const lifelineForms = Object.fromEntries(shippedProcedures.lifelineCategories.map((entry) => [entry.code, entry.forms.both])) as Readonly<
  Record<BusinessCategory, FormDefinition<LifelineValues>>
>;
