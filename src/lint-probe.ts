// Lints a probe snippet as if it were a file at `filePath`, with the project's eslint.config.js,
// for the tests that check a rule still fires (decision 017, issue 25).
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The rules the snippet breaks (or the message, for a problem that has no rule). */
export async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}
