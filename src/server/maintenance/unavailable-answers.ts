// What the API answers when the service is not itself (issue 30, spec §8's TEMPORARILY): one
// sentence for residents per cause, read by the SPA as the lead of its "unavailable" page, and
// how many seconds a client should wait (Retry-After).
import { ApiError } from '../errors/api-error';

const tryLater = 'お手数ですが、しばらく時間をおいてから、もう一度お試しください。';

/** The longest operator sentence: a line or two on the page, never a document. */
const MAX_NOTICE_LENGTH = 200;

/** The operator's sentence as given, or why it cannot be shown to residents. */
export function checkNotice(notice: string): string | null {
  if (notice.trim() === '') return 'the notice is empty';
  if (notice.length > MAX_NOTICE_LENGTH) return `the notice is longer than ${MAX_NOTICE_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f]/.test(notice)) return 'the notice holds a line break or another control character';
  return null;
}

/** During the operator's window, with their sentence (e.g. 「11月30日 6:00ごろ再開する予定です。」) when given. */
export function maintenanceAnswer(notice: string | null): ApiError {
  const message = `ただいまメンテナンスのため、サービスを一時的に停止しています。${notice?.trim() ?? ''}${tryLater}`;
  return new ApiError('TEMPORARILY', message, 60);
}

/** The database does not answer: no detail of why, which residents cannot act on. */
export const databaseUnavailableAnswer = (): ApiError => new ApiError('TEMPORARILY', `ただいまサービスを一時的にご利用いただけません。${tryLater}`, 10);

/** The process is past its limits (event-loop delay, heap): it refuses new work rather than queue it. */
export const overloadAnswer = (): ApiError => new ApiError('TEMPORARILY', `ただいまアクセスが集中しているため、サービスを一時的にご利用いただけません。${tryLater}`, 10);
