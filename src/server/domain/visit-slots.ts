// The visit slots a municipality offers (issue 27): the same times on every office day, each
// taking `capacity` residents. A municipality without them takes a 来庁予定日 only.
import { z } from 'zod';

const slotTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const visitSlotsSchema = z.strictObject({
  times: z
    .array(slotTime)
    .min(1)
    .refine((times) => new Set(times).size === times.length && [...times].sort().join() === times.join(), 'distinct times in order'),
  capacity: z.number().int().min(1).max(1000),
});
