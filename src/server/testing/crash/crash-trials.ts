// The crash trials (issue 26 §2): each kills the app process with SIGKILL at a moment drawn from
// a seeded generator, during a submit, an addition, a cancellation or a delivery, starts a new
// process on the same database, and lets the client retry: the same request with the same
// idempotency key, as the SPA sends it again (a delivery is retried by the new process's job).
// A kill comes either a random delay after the request went out (spread over the request's
// life), or once the process has answered and before the caller heard it (the front proxy holds
// the answer back): the window where the work is done and the caller does not know it.
import { performance } from 'node:perf_hooks';
import { everyRecipient } from '../../dev-inbox/faults';
import type { ReceivedMessage } from '../webhook-receiver';
import { pathOf, type Answer, type CrashResident, type FinalRequest } from './crash-resident';
import type { CrashRig } from './crash-rig';
import { webhookPath, type HeldAnswer, type HeldReply } from './front-proxy';

export type RequestKind = 'submit' | 'addition' | 'cancellation';
type KillMode = 'delay' | 'answer';

/**
 * Where a kill landed in a request's life: whether the front proxy had passed the request on,
 * whether the retry's application was submitted before the kill (its submitted_at), and whether
 * the client had its answer.
 */
export type RequestPhase = 'before the process had the request' | 'while the process worked, before the commit' | 'after the commit, before the answer' | 'after the answer';

/** A filed application, by phase (1 normal, 2 addition, 3 cancellation), as the client learned it. */
export interface Filing {
  applicationId: string;
  receptionNumber: string;
  phase: 1 | 2 | 3;
}

interface RequestTrial {
  kind: RequestKind;
  mode: KillMode;
  /** The drawn delay after sending (mode `delay`). */
  delayMs: number | null;
  phase: RequestPhase;
}

/** What the receiver had of one message when the process died. */
export interface MessageAtKill {
  arrivals: number;
  answered: number;
}

export interface DeliveryTrial {
  mode: KillMode;
  delayMs: number | null;
  receiverDelayMs: number;
  killAt: number;
  filing: Filing;
  /** The application's messages the receiver had at the kill, by webhook-id. */
  atKill: Map<string, MessageAtKill>;
  /** The message whose answer never reached the killed sender (mode `answer`). */
  heldWebhookId: string | null;
}

/** Share of trials killed on the answer; the rest after a random delay. */
const ANSWER_SHARE = 0.3;
/** A delay is drawn up to this multiple of the request's usual time, so some kills come after it ended. */
const DELAY_SPAN = 1.3;
/** The receiver answers a delivery trial's messages after up to this long, so that kills find sends in flight. */
const RECEIVER_DELAY_MAX_MS = 400;
const WAIT_MS = 30_000;
const phaseOfFlow: Record<RequestKind, Filing['phase']> = { submit: 1, addition: 2, cancellation: 3 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${WAIT_MS} ms waiting for ${what}`)), WAIT_MS)));
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function filingOf(answer: Answer, phase: Filing['phase'], what: string): Filing {
  const { application_id: applicationId, reception_number: receptionNumber } = answer.body;
  if (answer.status !== 200 || typeof applicationId !== 'string' || typeof receptionNumber !== 'string') {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
  }
  return { applicationId, receptionNumber, phase };
}

export class CrashTrials {
  readonly filings: Filing[] = [];
  readonly requestTrials: RequestTrial[] = [];
  readonly deliveryTrials: DeliveryTrial[] = [];
  /** ms from each restart until the new process answered. */
  readonly restarts: number[] = [];
  /** Each request kind's times when answered, on a process started moments before: what a delay is drawn against. */
  readonly #durations: Record<RequestKind, number[]> = { submit: [], addition: [], cancellation: [] };

  constructor(
    private readonly rig: CrashRig,
    private readonly random: () => number,
  ) {}

  /** One filing of each kind, nothing killed: the requests' usual times, before any delay is drawn. */
  async warmUp(resident: CrashResident): Promise<void> {
    const normal = await this.#unkilled(resident, 'submit', await resident.prepareSubmit());
    await this.#unkilled(resident, 'addition', await resident.prepareAddition());
    await this.#unkilled(resident, 'cancellation', await resident.prepareCancellation(normal.receptionNumber));
  }

  /** A submit, an addition to it and a cancellation of its electricity, each killed; then a delivery killed. */
  async cycle(resident: CrashResident): Promise<void> {
    const normal = await this.#killed(resident, 'submit', await resident.prepareSubmit());
    await this.#killed(resident, 'addition', await resident.prepareAddition());
    await this.#killed(resident, 'cancellation', await resident.prepareCancellation(normal.receptionNumber));
    await this.#deliveryKilled(resident);
  }

  async #restart(): Promise<void> {
    this.restarts.push(await this.rig.restart());
  }

  async #unkilled(resident: CrashResident, kind: RequestKind, request: FinalRequest): Promise<Filing> {
    const sentAt = performance.now();
    const filing = filingOf(await resident.send(request), phaseOfFlow[kind], request.operation);
    this.#durations[kind].push(performance.now() - sentAt);
    this.filings.push(filing);
    await resident.closeDraft(filing.phase, filing.receptionNumber);
    return filing;
  }

  /** Sends the request, kills the process at the drawn moment, restarts it and sends the same request again. */
  async #killed(resident: CrashResident, kind: RequestKind, request: FinalRequest): Promise<Filing> {
    const mode: KillMode = this.random() < ANSWER_SHARE ? 'answer' : 'delay';
    const delayMs = mode === 'delay' ? Math.round(this.random() * DELAY_SPAN * median(this.#durations[kind])) : null;
    const held = mode === 'answer' ? this.rig.proxy.hold(({ method, path }) => method === 'POST' && path === pathOf(request.operation)) : null;
    const watch = this.rig.proxy.watch(({ body }) => body.includes(String(request.body.idempotency_key)));
    const heard: { answer?: Answer; after?: number } = {};
    const sentAt = performance.now();
    const first = resident.send(request).then(
      (answer) => Object.assign(heard, { answer, after: performance.now() - sentAt }),
      () => undefined,
    );
    const reply: HeldReply | null = held ? await within(held.arrived, `the answer to ${request.operation}`) : (await sleep(delayMs ?? 0), null);
    // Read just before the kill: the app process may have had the request, or not.
    const forwarded = watch.forwarded;
    watch.stop();
    const killAt = await this.rig.crash();
    held?.drop();
    await first;
    await this.#restart();
    const retry = await resident.send(request);
    const filing = filingOf(retry, phaseOfFlow[kind], `the retry of ${request.operation}`);

    // An answer given, heard or not, names the application the retry gets back.
    const given = heard.answer ?? (reply ? { status: reply.status, body: JSON.parse(reply.body) as Answer['body'] } : null);
    if (given && (given.status !== 200 || given.body.application_id !== filing.applicationId)) {
      throw new Error(`${request.operation} first answered ${given.status} ${JSON.stringify(given.body)}, its retry ${JSON.stringify(retry.body)}`);
    }
    if (heard.after !== undefined) this.#durations[kind].push(heard.after);
    const committedBeforeKill = Date.parse(String(retry.body.submitted_at)) <= killAt;
    if (given && !committedBeforeKill) throw new Error(`${request.operation} answered before the kill, but its retry made the application anew: ${JSON.stringify(retry.body)}`);
    const phase: RequestPhase = heard.answer
      ? 'after the answer'
      : committedBeforeKill
        ? 'after the commit, before the answer'
        : forwarded
          ? 'while the process worked, before the commit'
          : 'before the process had the request';
    this.requestTrials.push({ kind, mode, delayMs, phase });
    this.filings.push(filing);
    await resident.closeDraft(filing.phase, filing.receptionNumber);
    return filing;
  }

  /** The receiver's messages of one application. */
  #messagesOf(receptionNumber: string): ReceivedMessage[] {
    return [...this.rig.receiver.messages.values()].filter((message) => message.body.data.reception_number === receptionNumber);
  }

  /**
   * A normal filing submitted without a kill; the process is killed while its job sends the
   * messages: a random delay after the first one arrived (the receiver answering slowly, so sends
   * are in flight), or once the receiver has answered one and before the sender heard it.
   */
  async #deliveryKilled(resident: CrashResident): Promise<void> {
    const request = await resident.prepareSubmit();
    const mode: KillMode = this.random() < ANSWER_SHARE ? 'answer' : 'delay';
    const receiverDelayMs = mode === 'delay' ? Math.round(this.random() * RECEIVER_DELAY_MAX_MS) : 0;
    this.rig.receiver.faults.set(everyRecipient, { delayMs: receiverDelayMs });
    // Held: an answer to one of this application's messages (named in its body), once the client knows its number.
    let receptionNumber: string | null = null;
    const held: HeldAnswer | null =
      mode === 'answer' ? this.rig.proxy.hold(({ method, path, body }) => method === 'POST' && webhookPath.test(path) && receptionNumber !== null && body.includes(receptionNumber)) : null;
    const sentAt = performance.now();
    const filing = filingOf(await resident.send(request), 1, request.operation);
    receptionNumber = filing.receptionNumber;
    this.#durations.submit.push(performance.now() - sentAt);
    this.filings.push(filing);

    let delayMs: number | null = null;
    let heldWebhookId: string | null = null;
    if (held) {
      heldWebhookId = String((await within(held.arrived, 'a recipient’s answer')).requestHeaders['webhook-id']);
    } else {
      const deadline = Date.now() + WAIT_MS;
      while (this.#messagesOf(filing.receptionNumber).length === 0) {
        if (Date.now() > deadline) throw new Error(`no message of ${filing.receptionNumber} arrived within ${WAIT_MS} ms:\n${this.rig.output()}`);
        await sleep(2);
      }
      delayMs = Math.round(this.random() * (receiverDelayMs + 100));
      await sleep(delayMs);
    }
    const killAt = await this.rig.crash();
    held?.drop();
    const atKill = new Map(this.#messagesOf(filing.receptionNumber).map((message) => [message.id, { arrivals: message.arrivals, answered: message.answered }]));
    this.rig.receiver.faults.clear();
    await this.#restart();
    await resident.closeDraft(1, filing.receptionNumber);
    this.deliveryTrials.push({ mode, delayMs, receiverDelayMs, killAt, filing, atKill, heldWebhookId });
  }
}
