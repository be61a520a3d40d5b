// The published JSON Schemas say the vocabularies the code reads (issue 30): a schema that lags
// behind the code would refuse a valid catalogue, or let through one the domain refuses later.
import { describe, expect, it } from 'vitest';
import { checklistMovingTypes, childStages, yesNoQuestions } from '#shared/counter-procedures';
import counterProcedures from './schema/counter-procedures.schema.json';

describe('the counter procedures schema', () => {
  it('lists the moving types, child stages and questions of #shared/counter-procedures', () => {
    const branches = counterProcedures.$defs.condition.oneOf;
    expect(Object.keys(counterProcedures.items.properties.steps.properties)).toEqual([...checklistMovingTypes]);
    expect(branches.flatMap((branch) => branch.properties.question?.enum ?? [])).toEqual([...yesNoQuestions]);
    expect(branches.flatMap((branch) => branch.properties.stages?.items?.enum ?? [])).toEqual([...childStages]);
  });
});
