// The submission calls and マイページ's list over the real client and a fake network.
import { describe, expect, it } from 'vitest';
import { applicationStart, getApplications, inputConfirm, receptionIdSave, signatureInquiry, submitApplication } from './applications';
import { failing, fakeApi, ok } from './testing/fake-api';

describe('application calls', () => {
  it('post each operation\'s body and answer its data', async () => {
    const bodies: Record<string, unknown> = {};
    const echo = (call: string, answer: unknown) => (body: unknown) => {
      bodies[call] = body;
      return ok(answer);
    };
    const api = fakeApi({
      'POST /input_confirm': echo('input_confirm', { document_digest: 'd' }),
      'POST /application_start': echo('application_start', { signature_request_id: 's' }),
      'POST /signature_inquiry': echo('signature_inquiry', { status: 'signed' }),
      'POST /application': echo('application', { reception_number: 'R' }),
      'POST /reception_id_save': echo('reception_id_save', { saved: true }),
    });
    expect(await inputConfirm(api.client, 1)).toEqual({ document_digest: 'd' });
    expect(await applicationStart(api.client, { document_digest: 'd' })).toEqual({ signature_request_id: 's' });
    expect(await signatureInquiry(api.client, { signature_request_id: 's' })).toEqual({ status: 'signed' });
    expect(await submitApplication(api.client, { idempotency_key: 'k', signature_request_id: 's' })).toEqual({ reception_number: 'R' });
    expect(await receptionIdSave(api.client, { phase: 1, reception_number: 'R' })).toEqual({ saved: true });
    expect(bodies).toEqual({
      input_confirm: { phase: 1 },
      application_start: { document_digest: 'd' },
      signature_inquiry: { signature_request_id: 's' },
      application: { idempotency_key: 'k', signature_request_id: 's' },
      reception_id_save: { phase: 1, reception_number: 'R' },
    });
  });

  it('list the submitted applications, and throw ApiError on failure', async () => {
    const api = fakeApi({ 'GET /applications': ok({ applications: [] }) });
    expect(await getApplications(api.client)).toEqual({ applications: [] });
    const down = fakeApi({ 'GET /applications': failing(500, 'INTERNAL_SERVER_ERROR') });
    await expect(getApplications(down.client)).rejects.toMatchObject({ name: 'ApiError', code: 'INTERNAL_SERVER_ERROR' });
  });
});
