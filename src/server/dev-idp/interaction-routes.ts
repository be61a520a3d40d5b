// The IdP's own pages under <mount>/interaction/:uid. They run in an encapsulated scope with
// @fastify/formbody, so the API's body parsing is untouched. The interaction uid in the URL
// must match the one bound to oidc-provider's signed interaction cookie, which is the CSRF
// protection these forms need.
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import { pageHeaders } from './html';
import { idpStylesheet } from './idp-stylesheet';
import { loginMessages, renderLoginPage, type LoginPageInput } from './login-page';
import { expiredInteraction, renderMessagePage } from './message-page';
import type { PinAttempts } from './pin-attempts';
import type { TestResident } from './residents';

export interface InteractionRoutesOptions {
  provider: Provider;
  mountPath: string;
  residents: readonly TestResident[];
  loginAttempts: PinAttempts;
  clientNames: ReadonlyMap<string, string>;
  defaultClientName: string;
  formActionOrigins: readonly string[];
}

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

const uidParams = z.object({ uid: z.string().min(1).max(64) });
const loginForm = z.object({
  resident: z.string().max(64).optional(),
  pin: z.string().max(64).optional(),
});

const epochSeconds = (): number => Math.floor(Date.now() / 1000);

export async function interactionRoutes(app: FastifyInstance, options: InteractionRoutesOptions): Promise<void> {
  const { provider, mountPath, residents, loginAttempts } = options;
  const headers = pageHeaders(options.formActionOrigins);
  await app.register(formbody);

  function sendPage(reply: FastifyReply, status: number, html: string) {
    return reply.code(status).headers(headers).send(html);
  }

  function sendExpired(reply: FastifyReply) {
    return sendPage(reply, 400, renderMessagePage({ mountPath, ...expiredInteraction }));
  }

  /** The interaction bound to this browser's cookie, if it is the one named in the URL. */
  async function currentInteraction(request: FastifyRequest, reply: FastifyReply): Promise<Interaction | undefined> {
    const params = uidParams.safeParse(request.params);
    if (!params.success) return undefined;
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === params.data.uid ? interaction : undefined;
    } catch {
      return undefined;
    }
  }

  async function finish(reply: FastifyReply, interaction: Interaction, result: InteractionResults) {
    interaction.result = result;
    await interaction.save(Math.max(interaction.exp - epochSeconds(), 1));
    return reply.redirect(interaction.returnTo, 303);
  }

  /** Consent is implied for our first-party clients: grant exactly what was asked for. */
  async function grantRequested(interaction: Interaction, accountId: string, reuseGrant: boolean): Promise<string> {
    const clientId = String(interaction.params.client_id);
    const existing = reuseGrant && interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    grant.addOIDCScope(details.missingOIDCScope ?? String(interaction.params.scope ?? 'openid'));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes);
    }
    return grant.save();
  }

  function loginPage(interaction: Interaction, extra: Partial<LoginPageInput> = {}): string {
    const clientId = String(interaction.params.client_id);
    return renderLoginPage({
      mountPath,
      uid: interaction.uid,
      clientName: options.clientNames.get(clientId) ?? options.defaultClientName,
      residents,
      ...extra,
    });
  }

  app.get('/assets/idp.css', async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(idpStylesheet),
  );

  app.get('/interaction/:uid', async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return sendExpired(reply);
    if (interaction.prompt.name === 'consent' && interaction.session?.accountId) {
      const grantId = await grantRequested(interaction, interaction.session.accountId, true);
      return finish(reply, interaction, { consent: { grantId } });
    }
    if (interaction.prompt.name !== 'login') return sendExpired(reply);
    return sendPage(reply, 200, loginPage(interaction));
  });

  app.post('/interaction/:uid/login', async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction || interaction.prompt.name !== 'login') return sendExpired(reply);
    const form = loginForm.safeParse(request.body ?? {});
    const residentSub = form.success ? form.data.resident : undefined;
    const pin = form.success ? (form.data.pin ?? '') : '';
    const person = residents.find((candidate) => candidate.sub === residentSub);
    if (!person) {
      return sendPage(reply, 200, loginPage(interaction, { error: { field: 'resident', message: loginMessages.residentRequired } }));
    }
    const pinError = (message: string) =>
      sendPage(reply, 200, loginPage(interaction, { selectedSub: person.sub, error: { field: 'pin', message } }));
    // A malformed entry never reaches the card, so it does not count as a wrong try.
    if (!/^\d{4}$/.test(pin) && !(await loginAttempts.isLocked(person.sub))) return pinError(loginMessages.pinFormat);
    const outcome = await loginAttempts.check(person.sub, person.login_pin, pin);
    if (outcome === 'locked') return pinError(loginMessages.pinLocked);
    if (outcome === 'wrong') return pinError(loginMessages.pinWrong);

    // Every login is a fresh card authentication. Dropping an earlier IdP session keeps
    // oidc-provider from asking to log the previous resident out when the tester switches.
    if (interaction.session?.uid) {
      const previous = await provider.Session.findByUid(interaction.session.uid);
      await previous?.destroy();
      interaction.session = undefined;
    }
    const grantId = await grantRequested(interaction, person.sub, false);
    return finish(reply, interaction, {
      login: { accountId: person.sub, remember: false, amr: ['hwk', 'pin'] },
      consent: { grantId },
    });
  });

  app.post('/interaction/:uid/abort', async (request, reply) => {
    const interaction = await currentInteraction(request, reply);
    if (!interaction) return sendExpired(reply);
    return finish(reply, interaction, { error: 'access_denied', error_description: 'End-User cancelled the login' });
  });
}
