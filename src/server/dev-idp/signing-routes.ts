// The development IdP's signing pages under <mount>/sign/:id (brief §4 promptauth): the card
// app's stand-in. The request id in the URL is the only handle (random, short-lived); the
// 署名用パスワード is what authorises the signature, and 5 wrong tries lock the test resident's
// card. The outcome is written to the database, where the app's poll reads it.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { DevSigningRequest, DevSigningRequestRepository } from '../repositories/dev-signing-request-repository';
import type { SettledResult } from '../repositories/signing-result-columns';
import type { KeyHolder } from '../signing/certificate-authority';
import type { CertificateRevocations } from './certificate-revocations';
import { DEV_CRL_PATH, type DevRevocationList } from './dev-revocation-list';
import { signPayload } from '../signing/sign-payload';
import type { SignatureFailureReason } from '../signing/signing-provider';
import { pageHeaders } from './html';
import type { PinAttempts } from './pin-attempts';
import type { TestResident } from './residents';
import type { ResidentCertificates } from './signing-certificates';
import { renderSigningOutcome, renderSigningPage, signingBase, signingMessages, type SigningOutcome } from './signing-page';

export interface SigningRoutesOptions {
  mountPath: string;
  residents: readonly TestResident[];
  requests: DevSigningRequestRepository;
  authority: KeyHolder;
  /** Each resident's current signing certificate and key, by subject. */
  certificates: ResidentCertificates;
  /** The CA's revocation list, served at <mount>/signing-ca.crl. */
  revocationList: DevRevocationList;
  /** The residents' certificate revocations: the page says when one is revoked, and renews it. */
  revocations: CertificateRevocations;
  signingAttempts: PinAttempts;
  clock: Clock;
  formActionOrigins: readonly string[];
}

const idParams = z.object({ id: z.string().min(1).max(64) });
const pinForm = z.object({ pin: z.string().max(64).optional() });
/** The failures this provider itself reports; the others are the app's verdicts. */
const pageOfFailure: Partial<Record<SignatureFailureReason, SigningOutcome>> = {
  pin_locked: 'pin_locked',
  cancelled: 'cancelled',
  request_expired: 'request_expired',
};
/** 署名用パスワード: 6–16 characters, capital letters and digits (J-LIS). */
const PIN_PATTERN = /^[A-Z0-9]{6,16}$/;

export async function signingRoutes(app: FastifyInstance, options: SigningRoutesOptions): Promise<void> {
  const { mountPath, requests, signingAttempts, clock } = options;
  const residentsBySub = new Map(options.residents.map((person) => [person.sub, person]));
  const headers = pageHeaders(options.formActionOrigins);
  await app.register(formbody);

  const send = (reply: FastifyReply, status: number, html: string) => reply.code(status).headers(headers).send(html);
  const sendOutcome = (reply: FastifyReply, outcome: SigningOutcome, request: DevSigningRequest | null) =>
    send(reply, outcome === 'unknown' ? 404 : 200, renderSigningOutcome(mountPath, outcome, request?.returnUrl ?? null));

  function outcomeOf({ result }: DevSigningRequest): SigningOutcome {
    if (result.state === 'signed') return 'signed';
    return result.state === 'failed' ? (pageOfFailure[result.reason] ?? 'unknown') : 'unknown';
  }

  /** The pending request named in the URL and its signer, or the page that ends the visit. */
  async function openRequest(params: unknown, reply: FastifyReply) {
    const parsed = idParams.safeParse(params);
    const request = parsed.success ? await requests.find(parsed.data.id) : null;
    const person = request ? residentsBySub.get(request.subject) : undefined;
    const holder = request ? await options.certificates.current(request.subject) : undefined;
    if (!request || !person || !holder) return { done: sendOutcome(reply, 'unknown', null) };
    if (request.result.state === 'pending' && clock.now() > request.expiresAt) {
      await requests.finish(request.id, { state: 'failed', reason: 'request_expired' });
      return { done: sendOutcome(reply, 'request_expired', request) };
    }
    if (request.result.state !== 'pending') return { done: sendOutcome(reply, outcomeOf(request), request) };
    return { request, person, holder };
  }

  async function signingPage(request: DevSigningRequest, person: TestResident, error?: string) {
    return renderSigningPage({
      mountPath,
      requestId: request.id,
      signerName: `${person.family_name} ${person.given_name}`,
      signerKana: `${person.family_name_kana} ${person.given_name_kana}`,
      digest: request.documentDigest,
      content: request.content,
      expiresAt: request.expiresAt,
      remainingTries: await signingAttempts.remaining(person.sub),
      revokedAt: await options.revocations.revokedAt(person.sub),
      error,
    });
  }

  /** Settles the request, unless another tab already did; then the page shows what stands. */
  async function settle(reply: FastifyReply, request: DevSigningRequest, result: SettledResult, outcome: SigningOutcome) {
    if (await requests.finish(request.id, result)) return sendOutcome(reply, outcome, request);
    const current = await requests.find(request.id);
    return sendOutcome(reply, current ? outcomeOf(current) : 'unknown', current);
  }

  // Where the certificates' CRL Distribution Points extension points (RFC 5280 §5: DER, application/pkix-crl).
  app.get(DEV_CRL_PATH, async (_request, reply) =>
    reply
      .code(200)
      .header('content-type', 'application/pkix-crl')
      .header('cache-control', 'no-cache')
      .send(Buffer.from(await options.revocationList.der(clock.now()))),
  );

  app.get('/sign/:id', async (request, reply) => {
    const opened = await openRequest(request.params, reply);
    if ('done' in opened) return opened.done;
    return send(reply, 200, await signingPage(opened.request, opened.person));
  });

  app.post('/sign/:id', async (request, reply) => {
    const opened = await openRequest(request.params, reply);
    if ('done' in opened) return opened.done;
    const { request: signing, person, holder } = opened;
    const form = pinForm.safeParse(request.body ?? {});
    const pin = form.success ? (form.data.pin ?? '') : '';
    // A malformed entry never reaches the card, so it does not count as a wrong try.
    if (!PIN_PATTERN.test(pin) && !(await signingAttempts.isLocked(person.sub))) {
      return send(reply, 200, await signingPage(signing, person, signingMessages.pinFormat));
    }
    const check = await signingAttempts.check(person.sub, person.signing_pin, pin);
    if (check === 'locked') return settle(reply, signing, { state: 'failed', reason: 'pin_locked' }, 'pin_locked');
    if (check === 'wrong') {
      return send(reply, 200, await signingPage(signing, person, signingMessages.pinWrong(await signingAttempts.remaining(person.sub))));
    }
    const jws = await signPayload(holder, [options.authority.certificate], {
      document_digest: signing.documentDigest,
      request_id: signing.id,
      iat: Math.floor(clock.now().getTime() / 1000),
    });
    return settle(reply, signing, { state: 'signed', jws }, 'signed');
  });

  // Development only: the counter's renewal, so a tester can sign again after a 転入 revoked the certificate.
  app.post('/sign/:id/renew', async (request, reply) => {
    const opened = await openRequest(request.params, reply);
    if ('done' in opened) return opened.done;
    await options.revocations.renew(opened.person.sub);
    return reply.header('cache-control', 'no-store').redirect(signingBase(mountPath, opened.request.id), 303);
  });

  app.post('/sign/:id/cancel', async (request, reply) => {
    const opened = await openRequest(request.params, reply);
    if ('done' in opened) return opened.done;
    return settle(reply, opened.request, { state: 'failed', reason: 'cancelled' }, 'cancelled');
  });
}
