// One signed-in resident of the crash trials (issue 26 §2), making the SPA's calls through the
// front proxy: everything up to a flow's last request (the draft, the confirmation, the signing
// at the development IdP), then that last request, which a trial sends, kills the process under,
// and sends again as the SPA retries: the same body, the same idempotency key. The draft's values
// and calls are the mix bench's (bench/mix/filing.ts), dated from today, so they stay valid.
import { randomUUID } from 'node:crypto';
import { apiBasePath } from '#shared/config/brand';
import { ResidentApi, type Send } from '../../../../bench/mix/filing';
import { signIn } from '../../../../bench/mix/sign-in';
import { enterSigningPin, openSigningPage } from '../../submission/testing/submission-client';

type Json = Record<string, unknown>;

/** A flow's last request: what a trial kills the process under and the client sends again. */
export interface FinalRequest {
  /** The operation under /utsuru-api/v1, e.g. `application`. */
  operation: string;
  /** Its body, the idempotency key included. */
  body: Json;
}

export interface Answer {
  status: number;
  body: Json;
}

/** The procedure a cancellation cancels: the filing's electricity. */
const cancelledBusinessName = 'ひかり電力';

/** A flow's last request's path, as the front proxy sees it. */
export const pathOf = (operation: string) => `${apiBasePath}/${operation}`;

async function sendWithFetch(origin: string, request: Parameters<Send>[0]) {
  const response = await fetch(new URL(request.path, origin), { method: request.method, headers: request.headers, body: request.body ?? null });
  return { status: response.status, headers: Object.fromEntries(response.headers), cookies: response.headers.getSetCookie(), body: Buffer.from(await response.arrayBuffer()) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class CrashResident {
  private constructor(
    private readonly api: ResidentApi,
    readonly subject: string,
  ) {}

  /** Signs `subject` in once, through the front; the session outlives every restart (it is in the database). */
  static async signIn(origin: string, subject: string, index: number): Promise<CrashResident> {
    const { headers } = await signIn(origin, subject, index);
    // fetch decompresses by itself: no encoding asked for by hand.
    const { 'accept-encoding': _encoding, ...plain } = headers;
    const api = new ResidentApi({ headers: plain, familyName: '鈴木', givenName: `大輔${index + 1}` }, (request) => sendWithFetch(origin, request));
    return new CrashResident(api, subject);
  }

  /** Sends a flow's last request; rejects when the connection is cut (the process was killed). */
  async send(request: FinalRequest): Promise<Answer> {
    const answer = await this.api.post(request.operation, request.body, 'final');
    return { status: answer.status, body: JSON.parse(answer.body.toString('utf8')) as Json };
  }

  async #ok(operation: string, body: unknown): Promise<Json> {
    const answer = await this.api.post(operation, body, 'prepare');
    const text = answer.body.toString('utf8');
    if (answer.status !== 200) throw new Error(`${operation} answered ${answer.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as Json;
  }

  async #update(phase: number, body: Json): Promise<void> {
    const answer = await this.#ok('user_session_form_update', { phase, ...body });
    const errors = answer.field_errors as unknown[];
    if (errors.length > 0) throw new Error(`a section was refused: ${JSON.stringify(errors)}`);
  }

  /** Starts signing the confirmed digest and signs at the development IdP's page: the signed request's id. */
  async #signed(startOperation: string, digest: string): Promise<string> {
    const started = await this.#ok(startOperation, { document_digest: digest });
    const { browser, page } = await openSigningPage(String(started.signing_url));
    await enterSigningPin(browser, page, 'ABCD1234');
    const id = String(started.signature_request_id);
    const inquiry = await this.#ok('signature_inquiry', { signature_request_id: id });
    if (inquiry.state !== 'signed') throw new Error(`the signing ended ${String(inquiry.state)}`);
    return id;
  }

  /** A complete normal draft, confirmed and signed: its `application` request. */
  async prepareSubmit(): Promise<FinalRequest> {
    await this.api.fillDraft('prepare');
    const confirmed = await this.#ok('input_confirm', { phase: 1 });
    const id = await this.#signed('application_start', String(confirmed.document_digest));
    return { operation: 'application', body: { idempotency_key: randomUUID(), signature_request_id: id } };
  }

  /** An addition of the bench's business to the newest application, confirmed: its `additional_application` request. */
  async prepareAddition(): Promise<FinalRequest> {
    const { added, applicant } = this.api.values;
    await this.#ok('user_session_initialize/?phase=2', {});
    await this.#ok('additional_user_session_form_create', { business_id: added.id });
    await this.#update(2, { mode: 5, business_id: added.id, values: added.values });
    await this.#update(2, { mode: 1, values: applicant });
    const confirmed = await this.#ok('input_confirm', { phase: 2 });
    const digest = String(confirmed.document_digest);
    await this.#ok('additional_application_start', { document_digest: digest });
    return { operation: 'additional_application', body: { idempotency_key: randomUUID(), document_digest: digest } };
  }

  /**
   * The cancellation of the electricity notice of `receptionNumber`, once its recipient has it
   * (a notice still being sent cannot be cancelled), confirmed and signed: its `cancel_application` request.
   */
  async prepareCancellation(receptionNumber: string, timeoutMs = 90_000): Promise<FinalRequest> {
    const deadline = Date.now() + timeoutMs;
    let itemId: string | undefined;
    while (!itemId) {
      await this.#ok('user_session_initialize/?phase=3', { reception_number: receptionNumber });
      const answer = await this.api.get('cancel_application_cancellable_confirm', 'prepare');
      const items = (JSON.parse(answer.body.toString('utf8')) as { items?: { id: string; recipient_name: string; reception_number: string; cancellable: boolean }[] }).items ?? [];
      itemId = items.find((item) => item.recipient_name === cancelledBusinessName && item.reception_number === receptionNumber && item.cancellable)?.id;
      if (itemId) break;
      if (Date.now() > deadline) throw new Error(`${cancelledBusinessName} of ${receptionNumber} never became cancellable: ${JSON.stringify(items)}`);
      await sleep(300);
    }
    const confirmed = await this.#ok('cancel_application_input_confirm', { item_ids: [itemId], reason: null });
    await this.#ok('cancel_application_session_save', { return_to: '/revocation/step/promptauth' });
    const id = await this.#signed('cancel_application_start', String(confirmed.document_digest));
    return { operation: 'cancel_application', body: { idempotency_key: randomUUID(), signature_request_id: id } };
  }

  /** reception_id_save: what the thanks page does once it has the 受付番号 (closes the draft). */
  async closeDraft(phase: 1 | 2 | 3, receptionNumber: string): Promise<void> {
    await this.#ok('reception_id_save', { phase, reception_number: receptionNumber });
  }
}
