// The counter procedures' seed (issue 28): one entry per procedure a move brings at the new
// municipality, with its condition as data (src/shared/counter-procedures.ts reads it). Validated
// at load like the other seeds; its sources are in docs/counter-procedures-sources.md.
import { z } from 'zod';
import { checklistMovingTypes, childStages, yesNoQuestions, type CounterCondition, type CounterProcedureEntry } from '#shared/counter-procedures';
import { defaultCatalogueDir } from './catalogue-directory';
import { jisCodeSchema, listUniqueBy, readSeed } from './seed-validation';

const condition: z.ZodType<CounterCondition> = z.lazy(() =>
  z.union([
    z.strictObject({ kind: z.literal('everyone') }),
    z.strictObject({ kind: z.literal('answer'), question: z.enum(yesNoQuestions) }),
    z.strictObject({ kind: z.literal('child'), stages: z.array(z.enum(childStages)).min(1).optional() }),
    z.strictObject({ kind: z.literal('mover_age'), min: z.int().min(0), max: z.int().min(0).optional() }),
    z.strictObject({ kind: z.literal('any'), of: z.array(condition).min(1) }),
    z.strictObject({ kind: z.literal('all'), of: z.array(condition).min(1) }),
  ]),
);

const step = z.strictObject({ action: z.string().min(1), bring: z.array(z.string().min(1)), deadline: z.string().min(1) });

const entry = z.strictObject({
  code: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  name: z.string().min(1),
  order: z.int(),
  counter: z.string().min(1),
  when: condition,
  steps: z.partialRecord(z.enum(checklistMovingTypes), step).refine((steps) => Object.keys(steps).length > 0, 'a step for some move type'),
  municipality_notes: z.record(jisCodeSchema, z.string().min(1)).optional(),
}) satisfies z.ZodType<CounterProcedureEntry>;

/** The counter procedures' domain rules, after their JSON Schema. */
export const counterProceduresSchema = listUniqueBy(entry, 'code');

export const defaultCounterProceduresFile = new URL('counter-procedures.json', defaultCatalogueDir);

export async function loadCounterProcedures(file: URL | string = defaultCounterProceduresFile): Promise<CounterProcedureEntry[]> {
  return readSeed(counterProceduresSchema, file, 'counter procedures');
}
