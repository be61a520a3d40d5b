// The 転入 counter's certificate revocation, acted out in development (issue 28), over real HTTP
// on the real app: a resident's application is signed at /dev-idp and delivered to the
// development inbox; the new municipality's 完了 for the 転入予定連絡 revokes the resident's
// 署名用電子証明書. The CA's CRL, fetched from the URL the certificate names and verified as a
// production verifier would, then lists it, and the resident's next signature is refused until
// the dev IdP's signing page renews the certificate.
import { X509Certificate } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { createDocumentCipher } from '../crypto/document-cipher';
import { outboxRecipientsOf } from '../deliveries/testing/delivered-application';
import { useDeliveringServer } from '../deliveries/testing/delivery-services';
import { loadTestResidents } from '../dev-idp/residents';
import { runDeliveries } from '../jobs/delivery-job';
import { createSignatureRequestRepository } from '../repositories/signature-request-repository';
import { signatureFailureMessages } from '../signing/failure-messages';
import { createRevocationChecker, httpRevocationSource, lazyCrlUrls, type RevocationSubject } from '../signing/revocation';
import { enterSigningPin, knownKeys, openSigningPage, signedRequest, submittingResident } from '../submission/testing/submission-client';
import { formAction } from '../testing/dev-idp-login';
import { revokedNotice } from './clerk-routes';
import { databaseInboxStore } from './inbox-store';

const keys = knownKeys();
const RESIDENT = 1;

describe("a 完了 for a 転入予定連絡 at the development inbox", () => {
  const { server, services } = useDeliveringServer({ env: keys.env });

  /** The clerk's button on the recipient's page, as the browser posts it: the page it then shows. */
  async function clerkAnswers(recipient: string, webhookId: string, status: string): Promise<string> {
    const response = await fetch(`${server().baseUrl}/dev-inbox/recipients/${recipient}/messages/${webhookId}/status`, {
      method: 'POST',
      headers: { origin: server().baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ status }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return (await fetch(new URL(response.headers.get('location') ?? '', server().baseUrl))).text();
  }

  const revocationRows = async () =>
    (await server().database.query('select subject, generation, revoked_at from dev_idp_signing_certificates order by generation')).rows;

  it("revokes the signer's certificate: the CRL at its distribution point lists it, and the next signature is refused", async () => {
    const resident = await submittingResident(server(), keys, RESIDENT);
    const subject = (await loadTestResidents())[RESIDENT]?.sub;
    await resident.writeCompleteDraft();
    const { id } = await signedRequest(resident);
    expect((await resident.inquiry(id)).body.state).toBe('signed');
    const submitted = await resident.submit(id);
    expect(submitted.status).toBe(200);
    await runDeliveries({ db: server().database.db, now: server().clock.now(), data: null, services: services() });

    // The certificate the resident signed with, and its CA, from the signature itself.
    const cipher = createDocumentCipher(keys.documentKey);
    const record = await createSignatureRequestRepository(server().database.db, { cipher }).findForUser(resident.userId, id);
    const jws = record?.outcome.state === 'signed' ? record.outcome.jws : '';
    const [leafDer, caDer] = (decodeProtectedHeader(jws).x5c ?? []).map((entry) => Buffer.from(entry, 'base64'));
    const certificate: RevocationSubject = {
      serialNumber: new X509Certificate(leafDer as Buffer).serialNumber,
      issuer: new X509Certificate(caDer as Buffer),
      crlUrls: lazyCrlUrls(new Uint8Array(leafDer as Buffer)),
    };
    expect(certificate.crlUrls()).toEqual([`${server().baseUrl}/dev-idp/signing-ca.crl`]);
    const before = httpRevocationSource();
    expect(await createRevocationChecker(before).status(certificate, server().clock.now())).toEqual({ state: 'good' });

    // The 転入予定連絡 and the 転出届 as the inbox received them.
    const store = databaseInboxStore(server().database.db, { cipher, clock: server().clock });
    const arrived = await Promise.all(
      (await outboxRecipientsOf(server(), submitted.body.application_id)).map(async (row) => ({ row, message: await store.find(row.recipient, row.messageId) })),
    );
    const procedureOf = (payload: unknown) => (payload as { data: { procedure?: string } }).data.procedure;
    const moveIn = arrived.find(({ message }) => procedureOf(message?.payload) === 'move_in');
    const moveOut = arrived.find(({ message }) => procedureOf(message?.payload) === 'move_out');
    if (!moveIn?.message || !moveOut?.message) throw new Error('the 転入予定連絡 and the 転出届 reach the inbox');

    // The old municipality's 完了 (転出届) and a 受付 of the 転入予定連絡 revoke nothing.
    expect(await clerkAnswers(moveOut.row.recipient, moveOut.message.webhookId, 'completed')).not.toContain(revokedNotice);
    await clerkAnswers(moveIn.row.recipient, moveIn.message.webhookId, 'received');
    expect(await revocationRows()).toEqual([]);

    // The clerk is told what the 完了 did.
    expect(await clerkAnswers(moveIn.row.recipient, moveIn.message.webhookId, 'completed')).toContain(revokedNotice);
    expect(await revocationRows()).toEqual([{ subject, generation: 0, revoked_at: server().clock.now() }]);

    // A verifier that fetched the CRL before keeps it until its nextUpdate (no fetch per call);
    // one fetching now finds the certificate revoked, in a CRL signed by the CA.
    expect(await createRevocationChecker(before).status(certificate, server().clock.now())).toEqual({ state: 'good' });
    expect(await createRevocationChecker(httpRevocationSource()).status(certificate, server().clock.now())).toEqual({
      state: 'revoked',
      revokedAt: server().clock.now(),
    });

    // The resident's next signature, with the revoked certificate, is refused and says what to do.
    await resident.writeCompleteDraft();
    const again = await signedRequest(resident);
    const inquiry = await resident.inquiry(again.id);
    expect(inquiry.body).toMatchObject({ state: 'failed', reason: 'certificate_revoked', message: signatureFailureMessages.certificate_revoked });

    // The dev IdP's signing page says so, and renews the certificate in place of the counter: then the signature passes.
    const confirmed = await resident.inputConfirm();
    const started = await resident.applicationStart(confirmed.body.document_digest);
    const { browser, page } = await openSigningPage(started.body.signing_url);
    expect(page.body).toContain('この署名用電子証明書は、2026年11月20日に失効しました');
    const renewed = await browser.navigate(formAction(page, '/renew'), { form: {} });
    expect(renewed.page.body).not.toContain('失効しました');
    await enterSigningPin(browser, renewed.page, 'ABCD1234');
    expect((await resident.inquiry(started.body.signature_request_id)).body.state).toBe('signed');
    expect(await revocationRows()).toEqual([
      { subject, generation: 0, revoked_at: server().clock.now() },
      { subject, generation: 1, revoked_at: null },
    ]);
  });
});
