// What one resident does over the API, as the SPA does it: the draft's sections, the signed
// submission, an addition and a cancellation. Each call goes through `send`, which the load
// engine times; dates are relative to today in Japan, so the drafts stay valid whenever the
// bench runs.
import { randomUUID } from 'node:crypto';
import { apiBasePath } from '#shared/config/brand';
import { sortedMunicipalityApplications } from '#shared/domain/completion';
import { addDays } from '#shared/domain/calendar-days';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { validLifeline } from '#shared/forms/testing/valid-values';
import { formatCalendarDate, parseCalendarDate } from '#shared/validation/calendar-date';
import type { RawRequest, RawResponse } from './raw-http';

/** Sends one request of a class (its latency is recorded under that name). */
export type Send = (request: RawRequest, requestClass: string) => Promise<RawResponse>;

export interface ResidentIdentity {
  /** Cookie, CSRF token and the resident's own address (X-Forwarded-For behind the trusted proxy). */
  headers: Record<string, string>;
  familyName: string;
  givenName: string;
}

const json = (response: RawResponse) => JSON.parse(response.body.toString('utf8')) as Record<string, unknown> & { status?: { code: string; message: string } };

class BenchError extends Error {}

function expectOk(response: RawResponse, what: string): Record<string, unknown> {
  if (response.status !== 200) throw new BenchError(`${what} answered ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`);
  return json(response);
}

function todayInJapan(): string {
  const now = new Date(Date.now() + 9 * 3600_000);
  return `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String(now.getUTCDate()).padStart(2, '0')}`;
}

const shift = (date: string, days: number) => formatCalendarDate(addDays(parseCalendarDate(date)!, days));

/** The section values of one filing: 大阪市北区 → 横浜市中区 with a household of three, electricity and gas. */
export function filingValues(identity: ResidentIdentity) {
  const today = todayInJapan();
  const moveDate = shift(today, 10);
  const visitDate = allowedVisitDates(moveDate, today)[0];
  if (!visitDate) throw new BenchError(`no visit date for a move on ${moveDate}`);
  const member = (given: string, kana: string, birth: string, gender: 'male' | 'female', relationship: string) => ({
    name: { last: identity.familyName, first: given },
    name_kana: { last: 'スズキ', first: kana },
    birth_date: birth,
    gender,
    relationship,
  });
  const lifeline = (values: (typeof validLifeline)['electricity']) => ({
    ...values,
    stop_date: shift(moveDate, -1),
    start_date: moveDate,
    ...(values.attendance_date ? { attendance_date: moveDate } : {}),
  });
  return {
    applicant: {
      name: { last: identity.familyName, first: identity.givenName },
      name_kana: { last: 'スズキ', first: 'ダイスケ' },
      birth_date: '1982/11/03',
      gender: 'male',
      phone: '090-1234-5678',
      email: 'bench@example.jp',
    },
    moving: {
      moving_type: 'other_municipality',
      move_date: moveDate,
      from: { zipcode: '5300001', jis_code: '271276', pref: '大阪府', city: '大阪市北区', town: '梅田', line: '1-2-3' },
      to: { zipcode: '2310021', jis_code: '141046', pref: '神奈川県', city: '横浜市中区', town: '日本大通', line: '1番地 うつるハイツ101' },
      household: {
        head_name: { last: identity.familyName, first: identity.givenName },
        applicant_relationship: '本人',
        members: [member('美香', 'ミカ', '1984/02/20', 'female', '妻'), member('蓮', 'レン', '2015/08/09', 'male', '子')],
      },
    },
    procedures: { procedures: ['move_out', 'move_in', 'businesses'], business_ids: ['hikari-denryoku', 'sakura-gas'] },
    moveOut: { visit_date: null, contact_phone: '090-1234-5678', notes: '' },
    moveIn: { visit_date: visitDate, contact_phone: '090-1234-5678', notes: '午前中に伺います。' },
    electricity: lifeline(validLifeline.electricity),
    gas: lifeline(validLifeline.gas),
    /** A business serving 横浜市中区 that the filing did not notify: the addition's, asked what the normal flow asks (issue 24). */
    added: { id: 'soyokaze-hikari', values: lifeline(validLifeline.internet) },
  };
}

/** One resident's API calls. */
export class ResidentApi {
  constructor(
    readonly identity: ResidentIdentity,
    private readonly send: Send,
    readonly values: ReturnType<typeof filingValues> = filingValues(identity),
  ) {}

  /** The same resident, its calls timed by another `send` (each action of the load has its own). */
  withSend(send: Send): ResidentApi {
    return new ResidentApi(this.identity, send, this.values);
  }

  get(operation: string, requestClass: string): Promise<RawResponse> {
    return this.send({ method: 'GET', path: `${apiBasePath}/${operation}`, headers: this.identity.headers }, requestClass);
  }

  post(operation: string, body: unknown, requestClass: string): Promise<RawResponse> {
    return this.send({ method: 'POST', path: `${apiBasePath}/${operation}`, headers: { ...this.identity.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }, requestClass);
  }

  async #update(phase: number, body: object, requestClass: string): Promise<Record<string, unknown>> {
    const answer = expectOk(await this.post('user_session_form_update', { phase, ...body }, requestClass), `section ${JSON.stringify(body).slice(0, 40)}`);
    const errors = answer.field_errors as unknown[];
    if (errors.length > 0) throw new BenchError(`section refused: ${JSON.stringify(errors)}`);
    return answer.session as Record<string, unknown>;
  }

  /** A new normal-flow draft with every section complete: the writes of a whole filing. */
  async fillDraft(requestClass = 'section write'): Promise<{ moveOutId: string; moveInId: string }> {
    const v = this.values;
    expectOk(await this.post('user_session_form_create', {}, requestClass), 'user_session_form_create');
    await this.#update(1, { mode: 1, values: v.applicant }, requestClass);
    await this.#update(1, { mode: 2, values: v.moving }, requestClass);
    const session = await this.#update(1, { mode: 3, values: v.procedures }, requestClass);
    const [moveOut, moveIn] = sortedMunicipalityApplications(session.attributes as never);
    if (!moveOut || !moveIn) throw new BenchError('the draft has no municipality applications');
    await this.#update(1, { mode: 4, application_id: moveOut.id, values: v.moveOut }, requestClass);
    await this.#update(1, { mode: 4, application_id: moveIn.id, values: v.moveIn }, requestClass);
    await this.#update(1, { mode: 5, business_id: 'hikari-denryoku', values: v.electricity }, requestClass);
    await this.#update(1, { mode: 5, business_id: 'sakura-gas', values: v.gas }, requestClass);
    return { moveOutId: moveOut.id, moveInId: moveIn.id };
  }

  /** The signing at the provider's page (the development IdP stands in for the real one). */
  async #sign(signingUrl: string): Promise<void> {
    const url = new URL(signingUrl);
    const page = await this.send({ method: 'GET', path: url.pathname + url.search, headers: { 'x-forwarded-for': this.identity.headers['x-forwarded-for']! } }, 'signing page (dev IdP)');
    const action = /<form\b[^>]*\baction="([^"]+)"/.exec(page.body.toString('utf8'))?.[1]?.replaceAll('&amp;', '&');
    if (page.status !== 200 || !action) throw new BenchError(`the signing page answered ${page.status}`);
    const signed = await this.send(
      {
        method: 'POST',
        path: new URL(action, url).pathname,
        headers: { 'x-forwarded-for': this.identity.headers['x-forwarded-for']!, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'pin=ABCD1234',
      },
      'signing page (dev IdP)',
    );
    if (signed.status >= 400) throw new BenchError(`the signing answered ${signed.status}`);
  }

  async #signedRequest(startOperation: string, digest: string, requestClass: string): Promise<string> {
    const started = expectOk(await this.post(startOperation, { document_digest: digest }, requestClass), startOperation);
    await this.#sign(String(started.signing_url));
    const id = String(started.signature_request_id);
    const inquiry = expectOk(await this.post('signature_inquiry', { signature_request_id: id }, requestClass), 'signature_inquiry');
    if (inquiry.state !== 'signed') throw new BenchError(`signing ended ${String(inquiry.state)}`);
    return id;
  }

  /** input_confirm → application_start → signing → signature_inquiry → application → reception_id_save. */
  async submit(): Promise<string> {
    const confirmed = expectOk(await this.post('input_confirm', { phase: 1 }, 'submission'), 'input_confirm');
    const id = await this.#signedRequest('application_start', String(confirmed.document_digest), 'submission');
    const submitted = expectOk(await this.post('application', { idempotency_key: randomUUID(), signature_request_id: id }, 'submission'), 'application');
    const receptionNumber = String(submitted.reception_number);
    expectOk(await this.post('reception_id_save', { phase: 1, reception_number: receptionNumber }, 'submission'), 'reception_id_save');
    return receptionNumber;
  }

  /** Adds そよかぜ光 to the newest application (not signed: decision 020 L1). */
  async addBusiness(): Promise<void> {
    const { added, applicant } = this.values;
    expectOk(await this.post('user_session_initialize/?phase=2', {}, 'addition'), 'user_session_initialize phase 2');
    expectOk(await this.post('additional_user_session_form_create', { business_id: added.id }, 'addition'), 'additional_user_session_form_create');
    await this.#update(2, { mode: 5, business_id: added.id, values: added.values }, 'addition');
    await this.#update(2, { mode: 1, values: applicant }, 'addition');
    const confirmed = expectOk(await this.post('input_confirm', { phase: 2 }, 'addition'), 'input_confirm phase 2');
    const digest = String(confirmed.document_digest);
    expectOk(await this.post('additional_application_start', { document_digest: digest }, 'addition'), 'additional_application_start');
    const submitted = expectOk(await this.post('additional_application', { idempotency_key: randomUUID(), document_digest: digest }, 'addition'), 'additional_application');
    expectOk(await this.post('reception_id_save', { phase: 2, reception_number: String(submitted.reception_number) }, 'addition'), 'reception_id_save phase 2');
  }

  /** Cancels ひかり電力's notice of the application `receptionNumber`, signed. False when it is not cancellable yet. */
  async cancelElectricity(receptionNumber: string): Promise<boolean> {
    expectOk(await this.post('user_session_initialize/?phase=3', { reception_number: receptionNumber }, 'cancellation'), 'user_session_initialize phase 3');
    const cancellable = expectOk(await this.get('cancel_application_cancellable_confirm', 'cancellation'), 'cancellable_confirm');
    const items = cancellable.items as { id: string; recipient_name: string; cancellable: boolean }[];
    const electricity = items.find((item) => item.recipient_name === 'ひかり電力');
    if (!electricity?.cancellable) return false;
    const confirmed = expectOk(await this.post('cancel_application_input_confirm', { item_ids: [electricity.id], reason: null }, 'cancellation'), 'cancel input confirm');
    expectOk(await this.post('cancel_application_session_save', { return_to: '/revocation/step/promptauth' }, 'cancellation'), 'cancel session save');
    const id = await this.#signedRequest('cancel_application_start', String(confirmed.document_digest), 'cancellation');
    const cancelled = expectOk(await this.post('cancel_application', { idempotency_key: randomUUID(), signature_request_id: id }, 'cancellation'), 'cancel_application');
    expectOk(await this.post('reception_id_save', { phase: 3, reception_number: String(cancelled.reception_number) }, 'cancellation'), 'reception_id_save phase 3');
    return true;
  }
}
