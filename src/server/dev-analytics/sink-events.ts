// What the development analytics sink accepts and keeps: the SPA's two events (spec §2, §8) as
// src/web/analytics/analytics-event.ts sends them, nothing more, held in memory, the latest few
// hundred only. Paths are the SPA's own (no query), titles its page titles.
import { z } from 'zod';

const path = z.string().max(300).regex(/^\/[^?#\s]*$/);
const title = z.string().min(1).max(200);

export const sinkEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), path, title }).strict(),
  z.object({ type: z.literal('error_page'), status: z.number().int().min(400).max(599), title, path }).strict(),
]);

export type SinkEvent = z.infer<typeof sinkEventSchema>;

/** An event as the sink lists it: numbered in arrival order, with the server's time. */
export type SunkEvent = SinkEvent & { seq: number; at: string };

export class SinkEventLog {
  private readonly events: SunkEvent[] = [];
  private seq = 0;

  constructor(private readonly capacity = 500) {}

  add(event: SinkEvent, at: Date): SunkEvent {
    const sunk = { ...event, seq: ++this.seq, at: at.toISOString() };
    this.events.push(sunk);
    if (this.events.length > this.capacity) this.events.shift();
    return sunk;
  }

  /** The events numbered after `after`, oldest first. */
  after(after: number): SunkEvent[] {
    return this.events.filter((event) => event.seq > after);
  }
}
