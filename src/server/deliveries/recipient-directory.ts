// Where each recipient's messages go (decision 019): the endpoint its seed names, or, for
// `dev-inbox`, this process's embedded development inbox. The development inbox must never
// receive residents' applications, so production refuses to start with one configured.
import type { AppConfig } from '../config';
import { ConfigError } from '../errors/config-error';
import type { RecipientSeeds } from '../domain/domain-data';
import type { RecipientId } from '../applications/recipient-id';

export interface RecipientEndpoint {
  /** The https URL the message is POSTed to. */
  url: string;
  name: string;
  /** Whether it is the embedded development inbox (its secrets are created on first use). */
  devInbox: boolean;
}

export interface RecipientDirectory {
  /**
   * The recipient's endpoint: the one its row kept when the application was filed (decision 032)
   * when given, else the catalogue's now; null when neither names one (or a kept `dev-inbox` in production).
   */
  endpointOf(recipient: RecipientId, filed?: string): RecipientEndpoint | null;
}


/** The development inbox's receiver of one recipient (its routes are mounted by the inbox). */
export const devInboxWebhookUrl = (config: Pick<AppConfig, 'publicUrl'>, recipient: RecipientId): string =>
  `${config.publicUrl}/dev-inbox/recipients/${recipient}/webhook`;

function seededEndpoints({ participation, lifeline }: RecipientSeeds): [RecipientId, { endpoint: string; name: string }][] {
  return [
    ...participation.all.map((entry): [RecipientId, { endpoint: string; name: string }] => [`municipality.${entry.jis_code}`, { endpoint: entry.delivery_endpoint, name: entry.name }]),
    ...lifeline.all.map((entry): [RecipientId, { endpoint: string; name: string }] => [`business.${entry.business_id}`, { endpoint: entry.delivery_endpoint, name: entry.name }]),
  ];
}

/** Whether this process serves the development inbox: never in production, and only when a recipient uses it. */
export function devInboxOn(config: Pick<AppConfig, 'production'>, domain: RecipientSeeds): boolean {
  return !config.production && seededEndpoints(domain).some(([, { endpoint }]) => endpoint === 'dev-inbox');
}

export function createRecipientDirectory(config: AppConfig, domain: RecipientSeeds): RecipientDirectory {
  const entries = seededEndpoints(domain);
  if (config.production) {
    const dev = entries.filter(([, { endpoint }]) => endpoint === 'dev-inbox').map(([id]) => id);
    if (dev.length > 0) throw new ConfigError(`production recipients must have https endpoints; dev-inbox is configured for ${dev.join(', ')}`);
  }
  const resolve = (id: RecipientId, endpoint: string, name: string): RecipientEndpoint | null => {
    if (endpoint !== 'dev-inbox') return { url: endpoint, name, devInbox: false };
    return config.production ? null : { url: devInboxWebhookUrl(config, id), name, devInbox: true };
  };
  const byId = new Map(entries.map(([id, { endpoint, name }]) => [id, resolve(id, endpoint, name)]));
  return {
    endpointOf: (recipient, filed) => (filed === undefined ? (byId.get(recipient) ?? null) : resolve(recipient, filed, byId.get(recipient)?.name ?? recipient)),
  };
}
