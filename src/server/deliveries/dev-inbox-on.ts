// Whether the embedded development inbox exists (decision 019): never in production, and
// otherwise only when some seeded recipient is delivered to it (`delivery_endpoint: "dev-inbox"`).
import type { AppConfig } from '../config';
import type { DomainData } from '../domain/domain-data';

export function devInboxOn(config: Pick<AppConfig, 'production'>, { participation, lifeline }: Pick<DomainData, 'participation' | 'lifeline'>): boolean {
  if (config.production) return false;
  return [...participation.all, ...lifeline.all].some((recipient) => recipient.delivery_endpoint === 'dev-inbox');
}
