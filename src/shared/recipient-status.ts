// Where one recipient's procedure stands (brief §5, spec §6 マイページ): the contract's vocabulary,
// listed once so the database check, the jobs that move a recipient on and the pages agree.
import type { components } from './api/schema';

export type RecipientStatus = components['schemas']['RecipientStatus']['status'];
export type RecipientKind = components['schemas']['RecipientStatus']['kind'];
export type RecipientProcedure = components['schemas']['RecipientStatus']['procedure'];

/** Every status, in the order a recipient normally moves through them (then the two ends that are not success). */
export const recipientStatuses = ['submitted', 'delivered', 'completed', 'cancelled', 'failed'] as const satisfies readonly RecipientStatus[];
export const recipientKinds = ['municipality', 'business'] as const satisfies readonly RecipientKind[];

// Fails to compile when the contract gains a status or a kind the lists above do not have.
type Missing<All, Listed> = Exclude<All, Listed> extends never ? true : never;
export const recipientStatusesComplete: Missing<RecipientStatus, (typeof recipientStatuses)[number]> = true;
export const recipientKindsComplete: Missing<RecipientKind, (typeof recipientKinds)[number]> = true;
