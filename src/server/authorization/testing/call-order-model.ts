// Issue 26, point 4: every signing, submission, addition and cancellation call made before its
// prerequisite answers 4xx and changes no row. The prerequisites are a small model of one
// resident's normal application, its addition and the cancellation of one procedure (さくらガス);
// fast-check's model-based testing (`fc.commands`) generates orders of the calls, runs each over
// HTTP on the real app, and compares the answer with the model's: a call the model refuses must
// answer 4xx with the shared error body and leave every row as it was; a call it allows must
// answer 200 (and then the model takes the step).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { components } from '#shared/api/schema';
import { validApplicant, validLifeline } from '#shared/forms/testing/valid-values';
import { contractSchema } from '../../deliveries/testing/contract-schema';
import { submittingResident, type Keys } from '../../submission/testing/submission-client';
import { fingerprintTables } from '../../testing/table-snapshot';
import type { TestServer } from '../../testing/test-server';
import { residentApi, signAtDevIdp, type RawReply, type ResidentApi } from './resident-api';

type Schemas = components['schemas'];

interface Signing {
  id: string;
  url: string;
  digest: string;
  signed: boolean;
  /** The idempotency key of the submission it made, once it made one. */
  usedBy: string | null;
}

/** What the resident has done so far, and so what each call may do next. */
interface Model {
  /** A complete normal draft (written once per sequence: its digest never changes). */
  draft: boolean;
  /** The digest input_confirm answered, as the SPA keeps it. */
  knownDigest: string | null;
  signings: Signing[];
  /** The normal application and the key it was submitted with. */
  application: { receptionNumber: string; key: string } | null;
  /** Whether its recipients have it (a procedure is cancellable from then on). */
  delivered: boolean;
  additionFiled: boolean;
  /** The revocation draft; `confirmed` is the digest of its current confirmation of さくらガス. */
  revocation: { confirmed: string | null; filedHere: string | null } | null;
  revocationSignings: Signing[];
  /** The cancellation of さくらガス has been asked for. */
  gasCancelled: boolean;
}

const initialModel = (): Model => ({
  draft: false,
  knownDigest: null,
  signings: [],
  application: null,
  delivered: false,
  additionFiled: false,
  revocation: null,
  revocationSignings: [],
  gasCancelled: false,
});

export interface CallOrderFigures {
  sequences: number;
  calls: number;
  refused: number;
  refusedByCall: Map<string, number>;
  ms: number;
}

export interface OrderingResident {
  server: TestServer;
  api: ResidentApi;
  writeCompleteDraft(): Promise<void>;
}

/** A resident logged in once for every sequence; each sequence starts from no draft and no application. */
export async function orderingResident(server: TestServer, keys: Keys, residentIndex = 18): Promise<OrderingResident> {
  const signedIn = await submittingResident(server, keys, residentIndex);
  return { server, api: residentApi(signedIn, signedIn.userId), writeCompleteDraft: signedIn.writeCompleteDraft };
}

interface Real {
  resident: OrderingResident;
  figures: CallOrderFigures;
}

const randomDigest = () => 'A'.repeat(43);

async function call(real: Real, method: 'GET' | 'POST', target: string, body?: unknown): Promise<RawReply> {
  // The resident's own limits would answer 429 before the prerequisite is checked.
  await real.resident.server.database.query('delete from rate_limits');
  real.figures.calls += 1;
  return real.resident.api.call(method, target, body);
}

async function allowed(real: Real, what: string, method: 'GET' | 'POST', target: string, body?: unknown): Promise<RawReply> {
  const reply = await call(real, method, target, body);
  if (reply.status !== 200) throw new Error(`${what}: the model allows it, the app answered ${reply.status}: ${reply.text}`);
  return reply;
}

async function refused(real: Real, what: string, method: 'GET' | 'POST', target: string, body?: unknown): Promise<RawReply> {
  const { database } = real.resident.server;
  const before = await fingerprintTables(database, ['rate_limits']);
  const reply = await call(real, method, target, body);
  if (reply.status < 400 || reply.status >= 500 || reply.status === 429) throw new Error(`${what}: made before its prerequisite, answered ${reply.status}: ${reply.text}`);
  if (!(await contractSchema('ErrorBody'))(reply.json)) throw new Error(`${what}: ${reply.status} without the shared error body: ${reply.text}`);
  const after = await fingerprintTables(database, ['rate_limits']);
  if (after !== before) {
    const changed = after.split('\n').filter((line) => !before.split('\n').includes(line));
    throw new Error(`${what}: refused (${reply.status}) but changed ${changed.map((line) => line.split(':')[0]).join(', ')}`);
  }
  real.figures.refused += 1;
  real.figures.refusedByCall.set(what, (real.figures.refusedByCall.get(what) ?? 0) + 1);
  return reply;
}

/** Runs `target` as allowed or refused, as the model says. */
const asTheModelSays = (ok: boolean, real: Real, what: string, method: 'GET' | 'POST', target: string, body?: unknown) =>
  ok ? allowed(real, what, method, target, body) : refused(real, what, method, target, body);

type Command = fc.AsyncCommand<Model, Real>;

class WriteDraft implements Command {
  check = (m: Readonly<Model>) => !m.draft;
  async run(m: Model, real: Real) {
    await real.resident.writeCompleteDraft();
    m.draft = true;
  }
  toString = () => 'a complete normal draft';
}

class Confirm implements Command {
  check = () => true;
  async run(m: Model, real: Real) {
    const reply = await asTheModelSays(m.draft, real, 'input_confirm without a draft', 'POST', 'input_confirm', { phase: 1 });
    if (m.draft) m.knownDigest = (reply.json as Schemas['InputConfirmResponse']).document_digest;
  }
  toString = () => 'input_confirm';
}

class StartSigning implements Command {
  constructor(readonly withKnownDigest: boolean) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const digest = this.withKnownDigest && m.knownDigest ? m.knownDigest : randomDigest();
    const ok = m.draft && digest === m.knownDigest;
    const reply = await asTheModelSays(ok, real, 'application_start before the draft is confirmed', 'POST', 'application_start', { document_digest: digest });
    if (!ok) return;
    const started = reply.json as Schemas['SigningStartResponse'];
    m.signings.push({ id: started.signature_request_id, url: started.signing_url, digest, signed: false, usedBy: null });
  }
  toString = () => `application_start (${this.withKnownDigest ? 'confirmed digest' : 'a digest never confirmed'})`;
}

/** Signs the newest pending request of the list at the dev IdP, and polls it as the SPA does. */
async function signNewest(signings: Signing[], real: Real) {
  const signing = signings.findLast((candidate) => !candidate.signed);
  if (!signing) throw new Error('no pending signing request');
  await signAtDevIdp(signing.url);
  const inquiry = await allowed(real, 'signature_inquiry', 'POST', 'signature_inquiry', { signature_request_id: signing.id });
  if ((inquiry.json as Schemas['SignatureInquiryResponse']).state !== 'signed') throw new Error(`signing ended ${inquiry.text}`);
  signing.signed = true;
}

class Sign implements Command {
  constructor(readonly revocation: boolean) {}
  check = (m: Readonly<Model>) => (this.revocation ? m.revocationSignings : m.signings).some((signing) => !signing.signed);
  run = (m: Model, real: Real) => signNewest(this.revocation ? m.revocationSignings : m.signings, real);
  toString = () => `sign the newest ${this.revocation ? 'revocation' : 'normal'} request`;
}

type Which = 'newest' | 'unknown';

/**
 * What a submit with this signing and key answers, by the submission's rules: the key of an
 * earlier submission gives that submission back (if it names the same signing, else a refusal); a
 * signing not signed, or already used with another key, is refused.
 */
function keyedSubmit(signing: Signing | undefined, key: string, previousKey: string | null): 'first' | 'refused' | 'fresh' {
  if (key === previousKey) return signing?.usedBy === key ? 'first' : 'refused';
  if (!signing?.signed || signing.usedBy !== null) return 'refused';
  return 'fresh';
}

class Submit implements Command {
  constructor(
    readonly pick: Which,
    readonly reuseKey: boolean,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const signing = this.pick === 'newest' ? m.signings.at(-1) : undefined;
    const previousKey = m.application?.key ?? null;
    const key = this.reuseKey && previousKey ? previousKey : randomUUID();
    const outcome = keyedSubmit(signing, key, previousKey);
    const body = { idempotency_key: key, signature_request_id: signing?.id ?? randomUUID() };
    const what = !signing ? 'application with a signing request never made' : !signing.signed ? 'application before signing' : 'application with a used signing or another key';
    const reply = await asTheModelSays(outcome !== 'refused', real, what, 'POST', 'application', body);
    if (outcome !== 'fresh' || !signing) return;
    const filed = reply.json as Schemas['SubmissionResult'];
    // Another signing of the confirmation that was filed gets the first application back.
    if (m.application) {
      if (filed.reception_number !== m.application.receptionNumber) throw new Error('a second signing of one confirmation made a second application');
      return;
    }
    signing.usedBy = key;
    m.application = { receptionNumber: filed.reception_number, key };
  }
  toString = () => `application (${this.pick} signing, ${this.reuseKey ? 'the key used before' : 'a new key'})`;
}

class Deliver implements Command {
  check = (m: Readonly<Model>) => m.application !== null && !m.delivered;
  async run(m: Model, real: Real) {
    // Stands in for the delivery job: the recipients have the application.
    await real.resident.server.database.query(`update application_recipients set status = 'delivered' where application_id in (select id from applications where user_id = $1 and phase = 1)`, [
      real.resident.api.userId,
    ]);
    m.delivered = true;
  }
  toString = () => 'the recipients receive the application';
}

class FileAddition implements Command {
  check = (m: Readonly<Model>) => !m.additionFiled;
  async run(m: Model, real: Real) {
    if (!m.application) {
      await refused(real, 'addition before any application', 'POST', 'user_session_initialize/?phase=2', {});
      await refused(real, 'addition before any application', 'POST', 'additional_application_start', { document_digest: randomDigest() });
      await refused(real, 'addition before any application', 'POST', 'additional_application', { idempotency_key: randomUUID(), document_digest: randomDigest() });
      return;
    }
    await allowed(real, 'user_session_initialize (addition)', 'POST', 'user_session_initialize/?phase=2', {});
    await refused(real, 'additional_application before its confirmation', 'POST', 'additional_application', { idempotency_key: randomUUID(), document_digest: randomDigest() });
    await allowed(real, 'additional_user_session_form_create', 'POST', 'additional_user_session_form_create', { business_id: 'soyokaze-hikari' });
    await allowed(real, 'user_session_form_update', 'POST', 'user_session_form_update', { phase: 2, mode: 5, business_id: 'soyokaze-hikari', values: validLifeline.internet });
    await allowed(real, 'user_session_form_update', 'POST', 'user_session_form_update', { phase: 2, mode: 1, values: validApplicant });
    const digest = ((await allowed(real, 'input_confirm (addition)', 'POST', 'input_confirm', { phase: 2 })).json as Schemas['InputConfirmResponse']).document_digest;
    await allowed(real, 'additional_application_start', 'POST', 'additional_application_start', { document_digest: digest });
    await allowed(real, 'additional_application', 'POST', 'additional_application', { idempotency_key: randomUUID(), document_digest: digest });
    m.additionFiled = true;
  }
  toString = () => 'file an addition of そよかぜ光';
}

class StartRevocation implements Command {
  check = () => true;
  async run(m: Model, real: Real) {
    await asTheModelSays(m.application !== null, real, 'cancellation of nothing (no application)', 'POST', 'user_session_initialize/?phase=3', {});
    // A new draft: its choice is to be confirmed again.
    if (m.application) m.revocation = { confirmed: null, filedHere: null };
  }
  toString = () => 'user_session_initialize (revocation)';
}

const cancellable = (m: Readonly<Model>) => m.delivered && !m.gasCancelled;

class ConfirmRevocation implements Command {
  check = () => true;
  async run(m: Model, real: Real) {
    let item: string = randomUUID();
    if (m.revocation) {
      const items = (await allowed(real, 'cancel_application_cancellable_confirm', 'GET', 'cancel_application_cancellable_confirm')).json as Schemas['CancellableConfirmResponse'];
      item = items.items.find((candidate) => candidate.recipient_name === 'さくらガス')?.id ?? item;
    }
    const ok = m.revocation !== null && cancellable(m);
    const what = !m.revocation ? 'cancellation of nothing (no revocation draft)' : !m.delivered ? 'cancellation of a procedure not received' : 'cancellation of a procedure already cancelled';
    const reply = await asTheModelSays(ok, real, what, 'POST', 'cancel_application_input_confirm', { item_ids: [item], reason: null });
    if (ok && m.revocation) m.revocation.confirmed = (reply.json as Schemas['InputConfirmResponse']).document_digest;
  }
  toString = () => 'cancel_application_input_confirm (さくらガス)';
}

class StartRevocationSigning implements Command {
  constructor(readonly withConfirmedDigest: boolean) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const confirmed = m.revocation?.confirmed ?? null;
    const digest = this.withConfirmedDigest && confirmed ? confirmed : randomDigest();
    // A cancellation filed from this very confirmation does not count against it (decision 021).
    const ok = confirmed !== null && digest === confirmed && (cancellable(m) || m.revocation?.filedHere !== null);
    const reply = await asTheModelSays(ok, real, 'cancel_application_start before the revocation is confirmed', 'POST', 'cancel_application_start', { document_digest: digest });
    if (!ok) return;
    const started = reply.json as Schemas['SigningStartResponse'];
    m.revocationSignings.push({ id: started.signature_request_id, url: started.signing_url, digest, signed: false, usedBy: null });
  }
  toString = () => `cancel_application_start (${this.withConfirmedDigest ? 'confirmed digest' : 'a digest never confirmed'})`;
}

class Cancel implements Command {
  constructor(
    readonly pick: Which,
    readonly reuseKey: boolean,
  ) {}
  check = () => true;
  async run(m: Model, real: Real) {
    const signing = this.pick === 'newest' ? m.revocationSignings.at(-1) : undefined;
    const previous = m.revocationSignings.find((candidate) => candidate.usedBy !== null);
    const previousKey = previous?.usedBy ?? null;
    const key = this.reuseKey && previousKey ? previousKey : randomUUID();
    let outcome = keyedSubmit(signing, key, previousKey);
    const confirmed = m.revocation?.confirmed ?? null;
    const filedHere = m.revocation?.filedHere ?? null;
    // A fresh submit needs the draft's current confirmation, and さくらガス still cancellable
    // unless this confirmation's own cancellation is what took it (then it answers that one).
    if (outcome === 'fresh' && (signing?.digest !== confirmed || (!cancellable(m) && filedHere === null))) outcome = 'refused';
    const what = !signing ? 'cancel_application with a signing request never made' : !signing.signed ? 'cancel_application before signing' : 'cancel_application of a used signing, a changed draft or a procedure already cancelled';
    const reply = await asTheModelSays(outcome !== 'refused', real, what, 'POST', 'cancel_application', { idempotency_key: key, signature_request_id: signing?.id ?? randomUUID() });
    if (outcome !== 'fresh' || !signing || !m.revocation) return;
    const filed = (reply.json as Schemas['SubmissionResult']).reception_number;
    if (filedHere !== null) {
      if (filed !== filedHere) throw new Error('a second signing of one revocation made a second cancellation');
      return;
    }
    signing.usedBy = key;
    m.revocation.filedHere = filed;
    m.gasCancelled = true;
  }
  toString = () => `cancel_application (${this.pick} signing, ${this.reuseKey ? 'the key used before' : 'a new key'})`;
}

const pick = fc.constantFrom<Which>('newest', 'newest', 'unknown');

const commands = [
  fc.constant(new WriteDraft()),
  fc.constant(new Confirm()),
  fc.boolean().map((known) => new StartSigning(known)),
  fc.boolean().map((revocation) => new Sign(revocation)),
  fc.tuple(pick, fc.boolean()).map(([which, reuse]) => new Submit(which, reuse)),
  fc.constant(new Deliver()),
  fc.constant(new FileAddition()),
  fc.constant(new StartRevocation()),
  fc.constant(new ConfirmRevocation()),
  fc.boolean().map((known) => new StartRevocationSigning(known)),
  fc.tuple(pick, fc.boolean()).map(([which, reuse]) => new Cancel(which, reuse)),
];

/**
 * The way through, in order: a sequence starts after a prefix of it (fast-check chooses how far),
 * so the calls it then makes in random order meet every state, not mostly the empty one.
 */
const wayThrough: readonly Command[] = [
  new WriteDraft(),
  new Confirm(),
  new StartSigning(true),
  new Sign(false),
  new Submit('newest', false),
  new Deliver(),
  new FileAddition(),
  new StartRevocation(),
  new ConfirmRevocation(),
  new StartRevocationSigning(true),
  new Sign(true),
  new Cancel('newest', false),
];

/** Forgets everything the resident filed or began: each sequence starts from nothing. */
async function reset({ server, api }: OrderingResident): Promise<void> {
  for (const table of ['applications', 'drafts', 'signature_requests']) await server.database.query(`delete from ${table} where user_id = $1`, [api.userId]);
}

export async function runCallOrderModel(resident: OrderingResident, parameters: fc.Parameters<[number, Iterable<Command>]>): Promise<CallOrderFigures> {
  const figures: CallOrderFigures = { sequences: 0, calls: 0, refused: 0, refusedByCall: new Map(), ms: 0 };
  const started = performance.now();
  await fc.assert(
    fc.asyncProperty(fc.nat({ max: wayThrough.length }), fc.commands(commands, { maxCommands: 20 }), async (start, sequence) => {
      await reset(resident);
      figures.sequences += 1;
      const model = initialModel();
      const real = { resident, figures };
      for (const command of wayThrough.slice(0, start)) if (command.check(model)) await command.run(model, real);
      await fc.asyncModelRun(() => ({ model, real }), sequence);
    }),
    parameters,
  );
  figures.ms = performance.now() - started;
  return figures;
}
