// Issue 26, point 4: no id, 受付番号, draft, receipt or signing request of one resident can be read
// or changed by another. Resident A and resident B each file everything over HTTP
// (filed-resident.ts); fast-check then chooses an operation of the contract that reads an
// identifier, which of A's identifiers B puts in each of its places (body, path), and more of A's
// identifiers in the query string. Each such call of B answers 4xx with the shared error body,
// carries none of A's values, and changes no row. B's reads, with A's identifiers in their query
// string, answer exactly what they answer B without them. One server and one login each serve
// every case, so a case costs one call and two fingerprints of the tables.
import fc from 'fast-check';
import { validMunicipality } from '#shared/forms/testing/valid-values';
import { contractSchema } from '../../deliveries/testing/contract-schema';
import type { Keys } from '../../submission/testing/submission-client';
import { fingerprintTables, snapshotTables } from '../../testing/table-snapshot';
import type { TestServer } from '../../testing/test-server';
import { fileEverything, type FiledResident, type Identifier, type IdentifierKind, type Persona } from './filed-resident';
import type { RawReply } from './resident-api';

/** An operation that reads identifiers: the kind each of its places takes, and the call with them. */
interface Slot {
  name: string;
  places: readonly IdentifierKind[];
  method: 'GET' | 'POST';
  target(ids: readonly string[]): string;
  body?(ids: readonly string[]): unknown;
}

const REASON = '引越しの予定がなくなったため';

const slots: readonly Slot[] = [
  { name: 'signature_inquiry', places: ['signature-request'], method: 'POST', target: () => 'signature_inquiry', body: ([id]) => ({ signature_request_id: id }) },
  { name: 'application', places: ['uuid', 'signature-request'], method: 'POST', target: () => 'application', body: ([key, id]) => ({ idempotency_key: key, signature_request_id: id }) },
  { name: 'cancel_application', places: ['uuid', 'signature-request'], method: 'POST', target: () => 'cancel_application', body: ([key, id]) => ({ idempotency_key: key, signature_request_id: id }) },
  { name: 'application_start', places: ['document-digest'], method: 'POST', target: () => 'application_start', body: ([digest]) => ({ document_digest: digest }) },
  { name: 'additional_application_start', places: ['document-digest'], method: 'POST', target: () => 'additional_application_start', body: ([digest]) => ({ document_digest: digest }) },
  { name: 'additional_application', places: ['uuid', 'document-digest'], method: 'POST', target: () => 'additional_application', body: ([key, digest]) => ({ idempotency_key: key, document_digest: digest }) },
  { name: 'cancel_application_start', places: ['document-digest'], method: 'POST', target: () => 'cancel_application_start', body: ([digest]) => ({ document_digest: digest }) },
  ...[1, 2, 3].map((phase): Slot => ({
    name: `reception_id_save phase ${phase}`,
    places: ['reception-number'],
    method: 'POST',
    target: () => 'reception_id_save',
    body: ([number]) => ({ phase, reception_number: number }),
  })),
  { name: 'user_session_initialize phase 3', places: ['reception-number'], method: 'POST', target: () => 'user_session_initialize/?phase=3', body: ([number]) => ({ reception_number: number }) },
  { name: 'cancel_application_input_confirm', places: ['uuid', 'uuid'], method: 'POST', target: () => 'cancel_application_input_confirm', body: (ids) => ({ item_ids: [...new Set(ids)], reason: REASON }) },
  { name: 'cancel_application_choice_save', places: ['uuid'], method: 'POST', target: () => 'cancel_application_choice_save', body: (ids) => ({ item_ids: ids, reason: '' }) },
  {
    name: 'user_session_form_update mode 4',
    places: ['uuid'],
    method: 'POST',
    target: () => 'user_session_form_update',
    body: ([id]) => ({ phase: 1, mode: 4, application_id: id, values: validMunicipality.move_out }),
  },
  { name: 'xid_data_update_request_status', places: ['uuid'], method: 'POST', target: () => 'xid_data_update_request_status', body: ([id]) => ({ xid_request_id: id }) },
  { name: 'user_session/{phase}', places: ['uuid'], method: 'GET', target: ([id]) => `user_session/${encodeURIComponent(id ?? '')}` },
  // The receipt (控え, issue 27): another resident's application id answers as a missing one.
  { name: 'applications/{application_id}/receipt', places: ['uuid'], method: 'GET', target: ([id]) => `applications/${encodeURIComponent(id ?? '')}/receipt` },
  { name: 'an operation’s path with an id after it', places: ['signature-request'], method: 'GET', target: ([id]) => `applications/${encodeURIComponent(id ?? '')}` },
];

/** B's own reads: with A's identifiers in the query string they must answer B exactly as without. */
const reads = ['applications', 'user_session/1', 'user_session/2', 'user_session/3', 'user_session_summaries', 'cancel_application_input', 'cancel_application_cancellable_confirm', 'user_info', 'promo_code'] as const;

/** Query parameters a handler could be tempted to read. */
const queryNames = ['reception_number', 'signature_request_id', 'application_id', 'uuid', 'id', 'xid_request_id', 'document_digest', 'item_ids'] as const;

export type CrossResidentCase =
  | { kind: 'slot'; slot: Slot; ids: Identifier[]; query: [string, Identifier][] }
  | { kind: 'read'; read: (typeof reads)[number]; query: [string, Identifier][] };

export interface CrossResidentWorld {
  server: TestServer;
  a: FiledResident;
  b: FiledResident;
  /** B's reads without A's identifiers, as answered before any case. */
  baselines: Map<string, RawReply>;
  /** Every row (but the rate limits) once both filed: no case may change one. */
  rows: { fingerprint: string; snapshot: string };
}

const personas: Record<'a' | 'b', Persona> = {
  a: {
    name: { last: '鴫原', first: '灯里' },
    name_kana: { last: 'シギハラ', first: 'アカリ' },
    phone: '090-3141-5926',
    email: 'shigihara.akari@example.jp',
    line: '3番地 しぎはらハイツ207',
    customerNumber: '5358979323',
    accountNumber: '8462643',
    holderKana: 'シギハラアカリ',
  },
  b: {
    name: { last: '榊', first: '総一' },
    name_kana: { last: 'サカキ', first: 'ソウイチ' },
    phone: '080-2718-2818',
    email: 'sakaki.soichi@example.jp',
    line: '9番地 さかきコーポ305',
    customerNumber: '2845904523',
    accountNumber: '5360287',
    holderKana: 'サカキソウイチ',
  },
};

/** A and B (two of the dev IdP's residents) with everything filed; B's reads as they answer now. */
export async function buildCrossResidentWorld(server: TestServer, keys: Keys): Promise<CrossResidentWorld> {
  const a = await fileEverything(server, keys, 0, personas.a);
  await server.database.query('delete from rate_limits');
  const b = await fileEverything(server, keys, 10, personas.b);
  const baselines = new Map<string, RawReply>();
  for (const read of reads) baselines.set(read, await b.api.call('GET', read));
  const rows = { fingerprint: await fingerprintTables(server.database, ['rate_limits']), snapshot: await snapshotTables(server.database, ['rate_limits']) };
  return { server, a, b, baselines, rows };
}

/** The cases: an operation and which of A's identifiers go where (mostly of the kind the place reads). */
export function crossResidentCases(world: CrossResidentWorld): fc.Arbitrary<CrossResidentCase> {
  const all = world.a.identifiers;
  const anyId = fc.constantFrom(...all);
  const idFor = (kind: IdentifierKind) => {
    const matching = all.filter((id) => id.kind === kind);
    return matching.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...matching) }, { weight: 1, arbitrary: anyId }) : anyId;
  };
  const query = fc.array(fc.tuple(fc.constantFrom(...queryNames), anyId), { maxLength: 3 });
  const slotCase = fc.constantFrom(...slots).chain((slot) =>
    fc.record({ kind: fc.constant('slot' as const), slot: fc.constant(slot), ids: fc.tuple(...slot.places.map(idFor)), query }),
  );
  const readCase = fc.record({ kind: fc.constant('read' as const), read: fc.constantFrom(...reads), query: fc.array(fc.tuple(fc.constantFrom(...queryNames), anyId), { minLength: 1, maxLength: 3 }) });
  return fc.oneof({ weight: 4, arbitrary: slotCase }, { weight: 1, arbitrary: readCase });
}

function withQuery(target: string, pairs: readonly [string, Identifier][]): string {
  if (pairs.length === 0) return target;
  const search = new URLSearchParams(pairs.map(([name, id]) => [name, id.value]));
  return `${target}${target.includes('?') ? '&' : '?'}${search.toString()}`;
}

/** A's values B did not send itself: finding one in an answer to B is a leak. */
function secretsOfA(world: CrossResidentWorld, sent: readonly Identifier[]): string[] {
  const told = new Set(sent.map((id) => id.value));
  return [...world.a.identifiers.map((id) => id.value).filter((value) => !told.has(value)), ...world.a.values];
}

export const describeCase = (c: CrossResidentCase): string =>
  c.kind === 'slot'
    ? `${c.slot.name} with ${c.ids.map((id) => id.what).join(', ')}${c.query.length ? `; query ${c.query.map(([name, id]) => `${name}=${id.what}`).join(', ')}` : ''}`
    : `read ${c.read}; query ${c.query.map(([name, id]) => `${name}=${id.what}`).join(', ')}`;

/** Runs one case as B and checks it; answers the status for the figures. */
export async function checkCrossResidentCase(world: CrossResidentWorld, c: CrossResidentCase): Promise<number> {
  const { database } = world.server;
  // B's own limits would otherwise answer 429 before any identifier is read.
  await database.query('delete from rate_limits');
  const reply =
    c.kind === 'slot'
      ? await world.b.api.call(c.slot.method, withQuery(c.slot.target(c.ids.map((id) => id.value)), c.query), c.slot.body?.(c.ids.map((id) => id.value)))
      : await world.b.api.call('GET', withQuery(c.read, c.query));
  const what = describeCase(c);
  const sent = c.kind === 'slot' ? [...c.ids, ...c.query.map(([, id]) => id)] : c.query.map(([, id]) => id);

  if (c.kind === 'slot') {
    if (reply.status < 400 || reply.status >= 500 || reply.status === 429) throw new Error(`${what}: answered ${reply.status}, not a refusal: ${reply.text}`);
    const validErrorBody = await contractSchema('ErrorBody');
    if (!validErrorBody(reply.json)) throw new Error(`${what}: ${reply.status} without the shared error body: ${reply.text}`);
  } else {
    const baseline = world.baselines.get(c.read);
    if (reply.status !== baseline?.status || reply.text !== baseline.text) throw new Error(`${what}: answered B otherwise than without A's identifiers: ${reply.status} ${reply.text}`);
  }
  const leaked = secretsOfA(world, sent).filter((value) => reply.text.includes(value));
  if (leaked.length > 0) throw new Error(`${what}: the answer to B carries A's ${leaked.join(', ')}: ${reply.text}`);
  if ((await fingerprintTables(database, ['rate_limits'])) !== world.rows.fingerprint) {
    const before = world.rows.snapshot.split('\n');
    const changed = (await snapshotTables(database, ['rate_limits'])).split('\n').filter((line) => !before.includes(line));
    throw new Error(`${what}: B's call changed rows:\n${changed.join('\n').slice(0, 2000)}`);
  }
  return reply.status;
}

/** The cases' figures: how many, by operation and by status. */
export interface CrossResidentFigures {
  cases: number;
  byOperation: Map<string, number>;
  byStatus: Map<number, number>;
  identifiers: number;
  ms: number;
}

export async function runCrossResidentProperty(world: CrossResidentWorld, parameters: fc.Parameters<[CrossResidentCase]>): Promise<CrossResidentFigures> {
  const figures: CrossResidentFigures = { cases: 0, byOperation: new Map(), byStatus: new Map(), identifiers: world.a.identifiers.length, ms: 0 };
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(crossResidentCases(world), async (c) => {
      const status = await checkCrossResidentCase(world, c);
      const operation = c.kind === 'slot' ? c.slot.name : `read ${c.read}`;
      figures.cases += 1;
      figures.byOperation.set(operation, (figures.byOperation.get(operation) ?? 0) + 1);
      figures.byStatus.set(status, (figures.byStatus.get(status) ?? 0) + 1);
    }),
    parameters,
  );
  figures.ms = performance.now() - started;
  return figures;
}
