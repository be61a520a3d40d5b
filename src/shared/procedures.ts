// The procedure registry (issue 25): every procedure kind a resident can file, one entry each, and
// under the lifeline businesses' entry each business category (src/shared/lifeline-categories.ts).
// The procedures form, step 2's sections, possibility, the recipients, the cancellations and the
// development inbox all read an entry rather than spelling a procedure out, so adding a kind or a
// category is one entry and its form definition (docs/adding-a-procedure.md). The server takes
// the registry from its composition root (createServices), so a test can serve one of its own.
import type { components } from './api/schema';
import type { BusinessServes, LifelineValues } from './forms/definitions/lifeline-forms';
import { moveHouseForm, moveInForm, moveOutForm, type MunicipalityApplicationValues } from './forms/definitions/municipality-forms';
import type { FormDefinition } from './forms/form-definition';
import { movingTypesOfCategories, shippedLifelineCategories, type LifelineCategoryEntry } from './lifeline-categories';
import { routeTitleOf, type RouteName } from './routes';

export type MovingType = components['schemas']['MovingType'];
/** The contract's ProcedureKind: a code of the registry (the contract only fixes its pattern). */
export type ProcedureKind = components['schemas']['ProcedureKind'];

interface ProcedureEntryBase {
  readonly code: ProcedureKind;
  /** Its name as the resident reads it everywhere (tab title, heading, マイページ, the inbox). */
  readonly label: string;
  /** Its option in 希望する手続き. */
  readonly choiceLabel: string;
  /** Where it is listed among the others (and the sort of its municipality applications). */
  readonly order: number;
  /** The moving types it may be chosen for. */
  readonly movingTypes: readonly MovingType[];
  /** Its section page (spec §3: each procedure kind has a target route). */
  readonly route: RouteName;
}

/** A procedure filed with a municipality: one application per municipality, filled with its form (mode 4). */
export interface MunicipalityProcedureEntry extends ProcedureEntryBase {
  readonly recipient: 'old-municipality' | 'new-municipality';
  readonly form: FormDefinition<MunicipalityApplicationValues>;
  /**
   * Which participating municipalities take it online: those whose participation entry lists it,
   * or every participating one (a procedure the service's agreement with them covers).
   */
  readonly acceptedBy: 'listing-municipalities' | 'every-participant';
  /** Its own rule of time in possibility: the 転出届's window, a 来庁予定日 still to be had, or none. */
  readonly timing: 'move-out-window' | 'visit-date' | null;
  /**
   * The procedure whose cancellation it follows, when the same application filed that one:
   * cancelling that one cancels this one too, and that one waits while this one is still sent.
   */
  readonly cancellationFollows: ProcedureKind | null;
}

/** The lifeline businesses: one application per chosen business, filled with its category's form for the addresses it serves (mode 5). */
export interface BusinessProcedureEntry extends ProcedureEntryBase {
  readonly recipient: 'business';
  /** Its categories, one entry each (src/shared/lifeline-categories.ts): a business of the catalogue is of one of them. */
  readonly categories: readonly LifelineCategoryEntry[];
}

export type ProcedureEntry = MunicipalityProcedureEntry | BusinessProcedureEntry;

/** The lifeline businesses' entry (the contract's `businesses`) over its categories: offered wherever one of them applies. */
export function businessesEntry(categories: readonly LifelineCategoryEntry[]): BusinessProcedureEntry {
  return {
    code: 'businesses',
    label: routeTitleOf('lifeline'),
    choiceLabel: '電気・ガス・水道などの手続き',
    order: 4,
    movingTypes: movingTypesOfCategories(categories),
    route: 'lifeline',
    recipient: 'business',
    categories,
  };
}

export const isMunicipalityEntry = (entry: ProcedureEntry): entry is MunicipalityProcedureEntry => entry.recipient !== 'business';

/** The kinds the service ships, in list order. */
export const shippedProcedureEntries: readonly ProcedureEntry[] = [
  {
    code: 'move_out',
    label: moveOutForm.title,
    choiceLabel: '転出届',
    order: 1,
    movingTypes: ['other_municipality', 'abroad'],
    route: 'movingout',
    recipient: 'old-municipality',
    form: moveOutForm,
    acceptedBy: 'listing-municipalities',
    timing: 'move-out-window',
    cancellationFollows: null,
  },
  {
    code: 'move_in',
    label: moveInForm.title,
    choiceLabel: '転入予定連絡（来庁予約）',
    order: 2,
    movingTypes: ['other_municipality'],
    route: 'movingin',
    recipient: 'new-municipality',
    form: moveInForm,
    acceptedBy: 'listing-municipalities',
    timing: 'visit-date',
    cancellationFollows: 'move_out',
  },
  {
    code: 'move_house',
    label: moveHouseForm.title,
    choiceLabel: '転居予定連絡（来庁予約）',
    order: 3,
    movingTypes: ['same_municipality'],
    route: 'movinghouse',
    recipient: 'new-municipality',
    form: moveHouseForm,
    acceptedBy: 'listing-municipalities',
    timing: 'visit-date',
    cancellationFollows: 'move_out',
  },
  businessesEntry(shippedLifelineCategories),
];

/** The registry as its readers ask it. */
export interface ProcedureRegistry {
  /** Every entry, in list order. */
  readonly all: readonly ProcedureEntry[];
  entryOf(code: ProcedureKind): ProcedureEntry | undefined;
  /** The municipality procedure of a code, or undefined (a business's or no kind of the registry). */
  municipalityEntryOf(code: ProcedureKind): MunicipalityProcedureEntry | undefined;
  /** The form of a municipality entry (step 2 has entries only of the registry's procedures). */
  municipalityFormOf(code: ProcedureKind): FormDefinition<MunicipalityApplicationValues>;
  /** The resident's name of a kind; a code the registry does not know is shown as it is. */
  labelOf(code: ProcedureKind): string;
  /** The kinds a moving type allows, in list order. */
  codesFor(movingType: MovingType): readonly ProcedureKind[];
  /** The lifeline categories of the businesses entry, in list order. */
  readonly lifelineCategories: readonly LifelineCategoryEntry[];
  /** The form of a business of `category` serving `serves` of the move's addresses (every business of the catalogue is of a registry category). */
  lifelineFormOf(category: string, serves: BusinessServes): FormDefinition<LifelineValues>;
  /** The resident's name of a category, after a business's name; a code the registry does not know is shown as it is. */
  lifelineLabelOf(category: string): string;
}

export function procedureRegistry(entries: readonly ProcedureEntry[]): ProcedureRegistry {
  const all = [...entries].sort((a, b) => a.order - b.order);
  const byCode = new Map(all.map((entry) => [entry.code, entry]));
  const municipalityEntryOf = (code: ProcedureKind) => {
    const entry = byCode.get(code);
    return entry && isMunicipalityEntry(entry) ? entry : undefined;
  };
  const lifelineCategories = all.flatMap((entry) => (isMunicipalityEntry(entry) ? [] : entry.categories)).sort((a, b) => a.order - b.order);
  const categoryByCode = new Map(lifelineCategories.map((entry) => [entry.code, entry]));
  return {
    all,
    entryOf: (code) => byCode.get(code),
    municipalityEntryOf,
    municipalityFormOf: (code) => {
      const entry = municipalityEntryOf(code);
      if (!entry) throw new Error(`no municipality procedure ${code} in the registry`);
      return entry.form;
    },
    labelOf: (code) => byCode.get(code)?.label ?? code,
    codesFor: (movingType) => all.filter((entry) => entry.movingTypes.includes(movingType)).map((entry) => entry.code),
    lifelineCategories,
    lifelineFormOf: (category, serves) => {
      const entry = categoryByCode.get(category);
      if (!entry) throw new Error(`no lifeline category ${category} in the registry`);
      return entry.forms[serves];
    },
    lifelineLabelOf: (category) => categoryByCode.get(category)?.label ?? category,
  };
}

/** The registry the service ships: the browser's, and the server's unless its composition root is given another. */
export const shippedProcedures = procedureRegistry(shippedProcedureEntries);
