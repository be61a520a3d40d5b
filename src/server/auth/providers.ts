// The configured login providers (brief §4). Each id is also the segment of its login-error
// route: '' is the primary (My Number card) provider, 'lp' and 'mint' the second login services.
// Which flow offers which provider is the flow registry's (src/shared/flows.ts).
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { flowList, flowProviders, phases, providerIds, providerNames, type FlowDefinition, type Phase, type ProviderId } from '#shared/flows';
import { loadOrCreateSecret } from '../crypto/secrets';
import { ConfigError } from '../errors/config-error';

export { providerIds, type ProviderId };

export interface ProviderConfig {
  id: ProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** What the resident reads on the login button. */
  label: string;
  /** The flows that offer this provider. */
  phases: readonly Phase[];
}

/** The phases of the flows that offer a provider, per the registry. */
export const defaultPhases = (id: ProviderId, list: readonly FlowDefinition[] = flowList): readonly Phase[] =>
  list.filter((flow) => flowProviders(flow).includes(id)).map((flow) => flow.phase);

const defaultLabels = Object.fromEntries(providerIds.map((id) => [id, `${providerNames[id]}でログイン`])) as Record<ProviderId, string>;

/** Client ids the embedded /dev-idp registers when IDP_PROVIDERS is unset. */
export const devClientIds: Record<ProviderId, string> = { '': 'utsuru-primary', lp: 'utsuru-lp', mint: 'utsuru-mint' };

/**
 * Ids of the providers a flow offers, in display order. Pass the configured list to leave out
 * providers that a deployment does not configure (or offers in fewer phases).
 */
export function offeredProviders(phase: Phase, configured?: readonly ProviderConfig[]): ProviderId[] {
  if (!configured) return providerIds.filter((id) => defaultPhases(id).includes(phase));
  return providerIds.filter((id) => configured.some((p) => p.id === id && p.phases.includes(phase)));
}

const providerEntry = z.strictObject({
  id: z.enum(providerIds),
  issuer: z.url({ protocol: /^https?$/ }),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  label: z.string().min(1).optional(),
  phases: z.array(z.literal([...phases])).min(1).optional(),
});

const providerList = z
  .array(providerEntry)
  .min(1)
  .refine((list) => new Set(list.map((p) => p.id)).size === list.length, 'each provider id may appear once')
  .refine((list) => list.some((p) => p.id === ''), 'the primary provider (id "") is required');

/**
 * Parses IDP_PROVIDERS, a JSON array such as
 * `[{"id":"","issuer":"https://…","client_id":"…","client_secret":"…"}]`.
 * Errors name the offending field but never echo a value, since the input holds secrets.
 */
export function parseProviderConfig(json: string): ProviderConfig[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ConfigError('IDP_PROVIDERS is not valid JSON');
  }
  const parsed = providerList.safeParse(raw);
  if (!parsed.success) {
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(list)'}: ${issue.message}`).join('; ');
    throw new ConfigError(`IDP_PROVIDERS is invalid: ${where}`);
  }
  return parsed.data.map((entry) => ({
    id: entry.id,
    issuer: entry.issuer.replace(/\/+$/, ''),
    clientId: entry.client_id,
    clientSecret: entry.client_secret,
    label: entry.label ?? defaultLabels[entry.id],
    phases: entry.phases ?? defaultPhases(entry.id),
  }));
}

/** Each client's secret is derived from one development secret, so /dev-idp and the RP agree. */
export function devClientSecret(seed: Buffer, clientId: string): string {
  return createHmac('sha256', seed).update(`dev-idp client secret:${clientId}`).digest('base64url');
}

/**
 * The development default: all three ids point at the embedded /dev-idp issuer, with secrets
 * derived from `<dataDir>/keys/dev-idp-client-secret` (generated at first start).
 */
export async function devProviderDefaults({ issuer, dataDir }: { issuer: string; dataDir: string }): Promise<ProviderConfig[]> {
  const seed = await loadOrCreateSecret(dataDir, 'dev-idp-client-secret');
  return providerIds.map((id) => ({
    id,
    issuer: issuer.replace(/\/+$/, ''),
    clientId: devClientIds[id],
    clientSecret: devClientSecret(seed, devClientIds[id]),
    label: defaultLabels[id],
    phases: defaultPhases(id),
  }));
}
