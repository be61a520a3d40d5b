// What the flows that fill in a draft and confirm it share at the edge: which flows they are (the
// contract's phases of user_session_tmp_save and input_confirm), how an idempotency key is made,
// and where a page without a draft goes.
import type { components } from '#shared/api/schema';
import type { FlowDefinition } from '#shared/flows';
import { pathOf } from '#shared/routes';

/** A flow that saves and confirms its draft through user_session_tmp_save and input_confirm (the contract's phases). */
export type DraftFlow = FlowDefinition & {
  readonly phase: components['schemas']['SessionSaveRequest']['phase'] & components['schemas']['InputConfirmRequest']['phase'];
};

/**
 * The flows' `redirectToMyPage` (issue 24: a page other than the draft start, opened without a
 * draft). Replace: Back from マイページ must not reopen a page that would only leave again.
 * Deferred: the machine may end here while the page is still rendering the actor's start.
 */
export function redirectToMyPage(navigate: (path: string, options: { replace: boolean }) => void): void {
  queueMicrotask(() => navigate(pathOf('mypage'), { replace: true }));
}

/** A version 4 UUID; `crypto.randomUUID` needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(random: Crypto = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
