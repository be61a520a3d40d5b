// The seam between the outbox job (which claims, schedules and records) and the sender (which
// builds, signs and posts one message): what one attempt is given, and what it reports.

/** A delivery the job claimed: its row is `sending` with a lease, its attempt counted. */
export interface ClaimedDelivery {
  /** The outbox row's id, which is the message's `webhook-id` on every attempt. */
  id: string;
  applicationId: string;
  recipientPosition: number;
  messageKind: string;
  /** This attempt's number, from 1. */
  attempt: number;
  /** When the message entered the outbox: the retry window counts from here. */
  createdAt: Date;
  /** Until when this claim owns the row; after it another worker may claim and send it. */
  leaseUntil: Date;
}

export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  /** Network error, timeout, 408, 429 or 5xx: tried again later (after Retry-After when given). */
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** Any other 4xx, or a message that cannot be built: never tried again. */
  | { kind: 'permanent'; error: string };

export type SendDelivery = (delivery: ClaimedDelivery) => Promise<AttemptOutcome>;
