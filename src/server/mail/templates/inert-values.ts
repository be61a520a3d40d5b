// The values a mail repeats come from the resident's form and from the recipients (a 差戻し's
// reason is a recipient's free text). The mails promise to link nowhere but the service's own
// origin, so a value must not become a link either: its addresses are defused before a template
// sees them (a mail program links `https://…`, `www.example.jp` and `name@example.jp` by itself),
// and its control and direction characters, which can fake a line or reverse a text, are removed.
import type { MailFacts } from './mail-facts';

/** One value, made inert: still readable, no longer a link, on one line. */
export function inert(value: string): string {
  return (
    value
      // Direction overrides and marks: a scam's way to make one text read as another.
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
      // https://… → https：//… (any scheme), example.jp → example．jp, a@b → a＠b: full-width, so no program links them.
      .replace(/:\/\//g, '：//')
      .replace(/(?<=[A-Za-z0-9-])\.(?=[A-Za-z])/g, '．')
      .replace(/(?<=[A-Za-z0-9._%+-])@(?=[A-Za-z0-9])/g, '＠')
  );
}

function inertAll(value: unknown): unknown {
  if (typeof value === 'string') return inert(value);
  if (Array.isArray(value)) return value.map(inertAll);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inertAll(inner)]));
}

/** Every value of the facts made inert, except the origin, which is the service's own. */
export function inertFacts(facts: MailFacts): MailFacts {
  return { ...(inertAll(facts) as MailFacts), origin: facts.origin };
}
