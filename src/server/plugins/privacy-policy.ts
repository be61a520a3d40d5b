// The privacy policy states the retention periods the service keeps (issue 28): public/privacy.html
// marks each number (`<span data-retention="draft-days">30</span>`), and the server fills in the
// configured RETENTION_* values as it loads the built page, so the page and the retention job can
// never disagree. The numbers written in the file are the defaults, which `npm run dev` (Vite,
// without this server) shows.
import type { RetentionConfig } from '../config';

export const privacyPolicyPath = '/privacy.html';

const markers = { 'draft-days': (retention: RetentionConfig) => retention.draftDays, 'settled-days': (retention: RetentionConfig) => retention.settledDays } as const;

/** The page with each marked period set to the configuration's; throws when a period is not marked (the page would misstate it). */
export function withRetentionPeriods(html: string, retention: RetentionConfig): string {
  let filled = html;
  for (const [name, value] of Object.entries(markers)) {
    const marker = new RegExp(`(<span data-retention="${name}">)[^<]*(</span>)`, 'g');
    if (!marker.test(filled)) throw new Error(`${privacyPolicyPath} does not mark the ${name} retention period`);
    filled = filled.replace(marker, `$1${value(retention)}$2`);
  }
  return filled;
}
