// The error catalogue of spec §8 as data: which client status (and message) a failed API call
// gets, from the operation it called and the server code in its body. The client decides by
// path + code, never by HTTP status (decision 002), so this table is the whole mapping.
// English texts of the spec are rendered in Japanese as recorded in docs/decisions/004-error-texts.md.
import { apiBasePath } from '../config/brand';
import type { ServerErrorCode } from '../api/error-codes';
import { flowList, sessionReadOf, type FlowDefinition } from '../flows';

export type ClientErrorStatus = 400 | 401 | 403 | 404 | 408 | 500;

export interface ClientError {
  status: ClientErrorStatus;
  message: string;
  /** The server code of the body, or `unknownFailureCode` when the body had none. */
  code: string;
  /** TEMPORARILY's sentence from the server (maintenance, with the operator's words): the page shows it (decision 032 §5). */
  temporarily?: string;
}

/** Code reported for a body that is not `{"status":{"code":…}}` (HTML from a proxy, a network error…). */
export const unknownFailureCode = 'UNKNOWN';

/** Session reads of spec §7/§8: `user_session/{phase}` and the named requests that fetch it. */
export function sessionReadOperationsOf(list: readonly FlowDefinition[]): string[] {
  return [...list.map(sessionReadOf), ...list.map((flow) => flow.session.request)];
}

export const sessionReadOperations: readonly string[] = sessionReadOperationsOf(flowList);

export interface CatalogueEntry {
  /** What spec §8 says, for readers of the table. */
  readonly rule: string;
  /** Operations (normalised paths) the entry is limited to; absent = every operation. */
  readonly operations?: readonly string[];
  /** `'any'` also matches unknown codes and bodies without a code. */
  readonly codes: readonly ServerErrorCode[] | 'any';
  /** Only when the server's message contains this text. */
  readonly messageContains?: string;
  /** `null`: spec §8 answers the failure with 200, and no error is shown. */
  readonly outcome: { readonly status: ClientErrorStatus; readonly message: string } | null;
  /** The server's message goes to the page (TEMPORARILY's, written for residents). */
  readonly showsServerMessage?: true;
}

export const authErrorMessage = '認証エラー';
export const systemErrorMessage = 'システムエラー';
/** TEMPORARILY outside the form update: the service is not itself for a while (decision 032 §5). */
const temporarilyUnavailableMessage = 'ただいまご利用いただけません';
/** The client's text when the addition or revocation flow finds no submitted normal application. */
export const noSubmittedApplicationMessage = '送信済みの引越しの手続きが見つかりません。';
/** Spec §8's 400 for an empty campaign code; the server answers the same text. */
export const emptyPromoCodeMessage = 'キャンペーンコードが入力されていません。';
/** What `cancel_application_cancellable_confirm` says once revocation is no longer allowed (brief §5). */
export const pastMoveDateMessage = 'current date is past the move date';

const systemError = { status: 500, message: systemErrorMessage } as const;
const authError = (status: 401 | 404) => ({ status, message: authErrorMessage }) as const;
const badRequest = ['BAD_REQUEST'] as const;
const cancellableConfirm = ['cancel_application_cancellable_confirm'];

/** Ordered: the first entry that matches decides. */
export const errorCatalogue: readonly CatalogueEntry[] = [
  // The 200 cases: answered, but not shown.
  { rule: 'form update: any failure counts as TEMPORARILY / attributes-not-set', operations: ['user_session_form_update'], codes: 'any', outcome: null },
  // An unknown or absent code is not an error: the resident simply has no campaign (decision 020).
  { rule: 'promo code NOT_FOUND', operations: ['promo_code', 'promo_code_save', 'promo_code_restore'], codes: ['NOT_FOUND'], outcome: null },

  { rule: 'INTERNAL_SERVER_ERROR, any call → 500', codes: ['INTERNAL_SERVER_ERROR'], outcome: systemError },
  { rule: 'input_confirm SESSION_DESERIALIZE → 500', operations: ['input_confirm'], codes: ['SESSION_DESERIALIZE'], outcome: systemError },
  // Spec §8 maps TEMPORARILY only on the form update; elsewhere an unknown code is a 500. It stays a
  // 500 (its routing), but says what happened: maintenance, the database, an overload (decision 032 §5).
  {
    rule: 'TEMPORARILY elsewhere → 500, worded as temporarily unavailable',
    codes: ['TEMPORARILY'],
    outcome: { status: 500, message: temporarilyUnavailableMessage },
    showsServerMessage: true,
  },

  { rule: 'AUTH_REQUIRED on user-session reads → 404 認証エラー', operations: sessionReadOperations, codes: ['AUTH_REQUIRED'], outcome: authError(404) },
  {
    rule: 'BAD_REQUEST, NOT_FOUND on session reads → 404',
    operations: sessionReadOperations,
    codes: ['BAD_REQUEST', 'NOT_FOUND'],
    outcome: { status: 404, message: '申請情報が見つかりません。' },
  },
  { rule: 'cancel application start maps UNAUTHORIZED to 404', operations: ['cancel_application_start'], codes: ['UNAUTHORIZED'], outcome: authError(404) },
  { rule: 'AUTH_REQUIRED / UNAUTHORIZED usually → 401 認証エラー', codes: ['AUTH_REQUIRED', 'UNAUTHORIZED'], outcome: authError(401) },
  { rule: 'INVALID_CSRF_TOKEN → 400 CSRFトークンエラー', codes: ['INVALID_CSRF_TOKEN'], outcome: { status: 400, message: 'CSRFトークンエラー' } },

  // BAD_REQUEST by call.
  {
    rule: 'application start, additional application start → 403 (re-entry needed)',
    operations: ['application_start', 'additional_application_start'],
    codes: badRequest,
    outcome: { status: 403, message: '入力内容にエラーがあります。もう一度入力してください。' },
  },
  { rule: 'cancel input confirm → 403', operations: ['cancel_application_input_confirm'], codes: badRequest, outcome: { status: 403, message: '入力内容にエラーが発生しました' } },
  {
    rule: "cancellable confirm, message containing 'current date is past the move date' → 408",
    operations: cancellableConfirm,
    codes: badRequest,
    messageContains: pastMoveDateMessage,
    outcome: { status: 408, message: '引越し予定日を過ぎているため、取り消しできません。' },
  },
  { rule: 'cancellable confirm, any other → 400 (no application to cancel)', operations: cancellableConfirm, codes: badRequest, outcome: { status: 400, message: '取り消しできる申請がありません。' } },
  // The "other 400s" of spec §8; the spec does not name their calls, these are our reading (decision 004).
  { rule: 'no application info', operations: ['application', 'additional_application', 'cancel_application'], codes: badRequest, outcome: { status: 400, message: '申請情報がありません。' } },
  { rule: 'reception number empty', operations: ['reception_id_save'], codes: badRequest, outcome: { status: 400, message: '受付番号が入力されていません。' } },
  {
    rule: 'promo code empty',
    operations: ['promo_code_save', 'promo_code_restore', 'cancel_promo_code_restore'],
    codes: badRequest,
    outcome: { status: 400, message: emptyPromoCodeMessage },
  },
  { rule: 'missing session parameters', operations: ['user_session_initialize', 'user_session_tmp_save'], codes: badRequest, outcome: { status: 400, message: 'セッションのパラメータが不足しています。' } },
  { rule: 'any other BAD_REQUEST → 400', codes: badRequest, outcome: { status: 400, message: 'リクエストの内容に誤りがあります。' } },

  // The addition and revocation flows start from a submitted normal application (decision 020);
  // the flow's page tells the resident what to do instead.
  {
    rule: 'no submitted application to add to or revoke',
    operations: ['user_session_initialize', 'additional_application_start'],
    codes: ['NOT_FOUND'],
    outcome: { status: 404, message: noSubmittedApplicationMessage },
  },
  { rule: 'NOT_FOUND elsewhere → 404 (a guessed id reads nothing, brief §6)', codes: ['NOT_FOUND'], outcome: { status: 404, message: 'お探しの情報が見つかりません。' } },
  { rule: 'any unknown code → 500', codes: 'any', outcome: systemError },
];

const apiPrefix = apiBasePath.slice(1) + '/';

/** `'/utsuru-api/v1/pref_to_towns/?x=1'` → `'pref_to_towns'`: the key the catalogue uses. */
export function normaliseOperationPath(operationPath: string): string {
  let path = operationPath.split(/[?#]/, 1)[0] ?? '';
  path = path.replace(/^\/+/, '');
  if (path.startsWith(apiPrefix)) path = path.slice(apiPrefix.length);
  return path.replace(/\/+$/, '');
}

interface ServerFailure {
  code: string;
  message: string;
}

/** Reads `{"status":{"code","message"}}` from a parsed body or its JSON text; anything else has no code. */
export function serverFailureOf(body: unknown): ServerFailure | null {
  const parsed = typeof body === 'string' ? parseJson(body) : body;
  if (typeof parsed !== 'object' || parsed === null || !('status' in parsed)) return null;
  const { status } = parsed;
  if (typeof status !== 'object' || status === null || !('code' in status) || typeof status.code !== 'string') return null;
  const message = 'message' in status && typeof status.message === 'string' ? status.message : '';
  return { code: status.code, message };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function matches(entry: CatalogueEntry, operation: string, failure: ServerFailure | null): boolean {
  if (entry.operations && !entry.operations.includes(operation)) return false;
  if (entry.codes !== 'any' && !(failure && (entry.codes as readonly string[]).includes(failure.code))) return false;
  return entry.messageContains === undefined || (failure?.message.includes(entry.messageContains) ?? false);
}

/**
 * operationPath is relative to /utsuru-api/v1 without leading slash, e.g. 'application_start',
 * 'user_session/{phase}', 'pref_to_towns/' (a leading slash, the API prefix and a query are tolerated).
 * Returns null when spec §8 says the failure is not shown (the 200 cases). Unknown bodies/codes → 500.
 */
export function classifyApiFailure(operationPath: string, body: unknown): ClientError | null {
  const operation = normaliseOperationPath(operationPath);
  const failure = serverFailureOf(body);
  const entry = errorCatalogue.find((candidate) => matches(candidate, operation, failure));
  const outcome = entry ? entry.outcome : systemError;
  if (outcome === null) return null;
  const error = { status: outcome.status, message: outcome.message, code: failure?.code ?? unknownFailureCode };
  return entry?.showsServerMessage ? { ...error, temporarily: failure?.message ?? '' } : error;
}
