// The zod schema of a whole form, built from its definition with the rule registry: the
// browser hands it to react-hook-form, the server runs it on a section write, so both give the
// same messages at the same field paths. It checks spec §5's rules; the shape of the values
// is the contract's business (AJV on the server, the typed form state in the browser).
// Asynchronous (zip existence): parse with safeParseAsync.
import * as z from 'zod/mini';
import { validationMessages as m } from '../validation/messages';
import type { RuleContext } from '../validation/rule-registry';
import { fieldErrorsOf, type FieldError } from './field-errors';
import type { FormDefinition } from './form-definition';
import { formIssues } from './form-validator';

const isFormObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export function schemaForForm<T>(definition: FormDefinition<T>, context: RuleContext): z.ZodMiniType<T, T> {
  return z.custom<T>(isFormObject, { error: m.required }).check(
    z.superRefine(async (values, ctx) => {
      const issues = await formIssues(definition.fields, values, context);
      for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }),
  );
}

/**
 * The field errors of `values` (none when valid), as a section write answers them: what the
 * schema above finds, without building a schema for every call (the server checks every section
 * of a draft on each read and write).
 */
export async function validateForm<T>(definition: FormDefinition<T>, values: unknown, context: RuleContext): Promise<FieldError[]> {
  if (!isFormObject(values)) return fieldErrorsOf([{ path: [], message: m.required }]);
  return fieldErrorsOf(await formIssues(definition.fields, values, context));
}
