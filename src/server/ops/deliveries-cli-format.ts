// The deliveries CLI's table: one line per failed delivery, columns separated by tabs so that
// `cut` and `awk` read it; ages in whole minutes, hours or days as an operator reads them.
import type { FailedDelivery } from './failed-deliveries';

export function ageOf(seconds: number): string {
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

export function formatFailedDeliveries(failed: readonly FailedDelivery[]): string {
  if (failed.length === 0) return 'no failed deliveries\n';
  const header = ['id', 'recipient', 'attempts', 'last_error', 'age'].join('\t');
  const lines = failed.map((delivery) => [delivery.id, delivery.recipient, String(delivery.attempts), delivery.lastError ?? '-', ageOf(delivery.ageSeconds)].join('\t'));
  return `${[header, ...lines].join('\n')}\n`;
}
