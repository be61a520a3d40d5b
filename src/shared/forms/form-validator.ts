// Walks a form definition over its values and reports, per field, the first rule that fails.
// Hidden fields (their `when` does not hold) are skipped; what each type checks is its module's.
import type { RuleContext } from '../validation/rule-registry';
import type { FieldDefinition } from './field-types/field-definitions';
import type { FormIssue, IssuePath } from './field-types/field-type-module';
import { valueFieldsOfLevel } from './field-types/field-type-modules';
import { conditionHolds, isRecord, valueAt } from './value-path';

export type { FormIssue } from './field-types/field-type-module';

/** Every issue of `values` against `fields`, in the order of the fields. */
export async function formIssues(fields: readonly FieldDefinition[], values: unknown, context: RuleContext): Promise<FormIssue[]> {
  async function issuesOf(level: readonly FieldDefinition[], scope: unknown, base: IssuePath): Promise<FormIssue[]> {
    const values = isRecord(scope) ? scope : {};
    const issues: FormIssue[] = [];
    for (const { field, module } of valueFieldsOfLevel(level)) {
      if (!conditionHolds(field.when, values)) continue;
      const path = [...base, ...field.name.split('.')];
      issues.push(...(await module.issues(field, valueAt(values, field.name), { path, rules: context, children: issuesOf })));
    }
    return issues;
  }
  return issuesOf(fields, values, []);
}
