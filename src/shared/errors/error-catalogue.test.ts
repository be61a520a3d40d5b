import { describe, expect, it } from 'vitest';
import { classifyApiFailure, normaliseOperationPath, serverFailureOf } from './error-catalogue';

const body = (code: string, message = 'x') => ({ status: { code, message } });

// [operation path, server code, server message, expected status or null, expected message]
// Written from spec §8 (and decision 004 for the Japanese of English rows), not from the table.
type Row = readonly [string, string, string, number | null, string];

const sessionReads = ['user_session/1', 'user_session/2', 'user_session/3', 'user_session', 'addition_user_session', 'revocation_user_session'];
const sessionReadRows: readonly Row[] = sessionReads.flatMap((path): Row[] => [
  [path, 'AUTH_REQUIRED', 'x', 404, '認証エラー'],
  [path, 'BAD_REQUEST', 'x', 404, '申請情報が見つかりません。'],
  [path, 'NOT_FOUND', 'x', 404, '申請情報が見つかりません。'],
  [path, 'UNAUTHORIZED', 'x', 401, '認証エラー'],
  [path, 'INTERNAL_SERVER_ERROR', 'x', 500, 'システムエラー'],
]);

const rows: readonly Row[] = [
  // Special cases of the issue.
  ['cancel_application_start', 'UNAUTHORIZED', 'x', 404, '認証エラー'],
  ['cancel_application_start', 'AUTH_REQUIRED', 'x', 401, '認証エラー'],
  ['application_start', 'BAD_REQUEST', 'x', 403, '入力内容にエラーがあります。もう一度入力してください。'],
  ['additional_application_start', 'BAD_REQUEST', 'x', 403, '入力内容にエラーがあります。もう一度入力してください。'],
  ['cancel_application_input_confirm', 'BAD_REQUEST', 'x', 403, '入力内容にエラーが発生しました'],
  ['cancel_application_cancellable_confirm', 'BAD_REQUEST', 'current date is past the move date', 408, '引越し予定日を過ぎているため、取り消しできません。'],
  ['cancel_application_cancellable_confirm', 'BAD_REQUEST', 'rejected: current date is past the move date (2026-11-20)', 408, '引越し予定日を過ぎているため、取り消しできません。'],
  ['cancel_application_cancellable_confirm', 'BAD_REQUEST', 'no application', 400, '取り消しできる申請がありません。'],
  ['cancel_application_cancellable_confirm', 'BAD_REQUEST', '', 400, '取り消しできる申請がありません。'],
  ['input_confirm', 'SESSION_DESERIALIZE', 'x', 500, 'システムエラー'],
  ['promo_code', 'NOT_FOUND', 'x', null, ''],
  ['promo_code_save', 'NOT_FOUND', 'x', null, ''],
  ['promo_code_restore', 'NOT_FOUND', 'x', null, ''],
  ['user_session_initialize', 'NOT_FOUND', 'x', 404, '送信済みの引越しの手続きが見つかりません。'],
  ['additional_application_start', 'NOT_FOUND', 'x', 404, '送信済みの引越しの手続きが見つかりません。'],
  ['user_session_form_update', 'TEMPORARILY', 'x', null, ''],
  ['user_session_form_update', 'BAD_REQUEST', 'attributes not set', null, ''],
  ['user_session_form_update', 'INTERNAL_SERVER_ERROR', 'x', null, ''],
  ['user_session_form_update', 'INVALID_CSRF_TOKEN', 'x', null, ''],
  ['user_session_form_update', 'AUTH_REQUIRED', 'x', null, ''],
  ['user_session_form_update', 'SOMETHING_NEW', 'x', null, ''],
  // The general rows.
  ['application', 'INVALID_CSRF_TOKEN', 'x', 400, 'CSRFトークンエラー'],
  ['cancel_application_input_confirm', 'INVALID_CSRF_TOKEN', 'x', 400, 'CSRFトークンエラー'],
  ['user_info', 'AUTH_REQUIRED', 'x', 401, '認証エラー'],
  ['auth_status', 'UNAUTHORIZED', 'x', 401, '認証エラー'],
  ['application_start', 'UNAUTHORIZED', 'x', 401, '認証エラー'],
  ['signature_inquiry', 'INTERNAL_SERVER_ERROR', 'x', 500, 'システムエラー'],
  ['promo_code', 'INTERNAL_SERVER_ERROR', 'x', 500, 'システムエラー'],
  ['application_start', 'INTERNAL_SERVER_ERROR', 'x', 500, 'システムエラー'],
  ['cancel_application_cancellable_confirm', 'INTERNAL_SERVER_ERROR', 'current date is past the move date', 500, 'システムエラー'],
  ['application_start', 'SESSION_DESERIALIZE', 'x', 500, 'システムエラー'],
  // Other 400s of spec §8.
  ['application', 'BAD_REQUEST', 'x', 400, '申請情報がありません。'],
  ['additional_application', 'BAD_REQUEST', 'x', 400, '申請情報がありません。'],
  ['cancel_application', 'BAD_REQUEST', 'x', 400, '申請情報がありません。'],
  ['reception_id_save', 'BAD_REQUEST', 'x', 400, '受付番号が入力されていません。'],
  ['promo_code_save', 'BAD_REQUEST', 'x', 400, 'キャンペーンコードが入力されていません。'],
  ['user_session_initialize', 'BAD_REQUEST', 'x', 400, 'セッションのパラメータが不足しています。'],
  ['input_confirm', 'BAD_REQUEST', 'x', 400, 'リクエストの内容に誤りがあります。'],
  ['no_such_operation', 'BAD_REQUEST', 'x', 400, 'リクエストの内容に誤りがあります。'],
  // NOT_FOUND outside session reads and promo_code (decision 004).
  ['pref_to_towns', 'NOT_FOUND', 'x', 404, 'お探しの情報が見つかりません。'],
  // Unknown codes, and known codes in a context the catalogue has no row for, are 500.
  ['application', 'TEAPOT', 'x', 500, 'システムエラー'],
  ['input_confirm', 'TOO_MANY_REQUESTS', 'x', 500, 'システムエラー'],
  ['promo_code_save', 'NOT_IMPLEMENTED', 'x', 500, 'システムエラー'],
];

describe('classifyApiFailure: spec §8 rows', () => {
  it.each([...rows, ...sessionReadRows])(
    '%s %s (%s) → %s %s',
    (path, code, message, status, clientMessage) => {
      const result = classifyApiFailure(path, body(code, message));
      if (status === null) expect(result).toBeNull();
      else expect(result).toEqual({ status, message: clientMessage, code });
    },
  );
});

describe('classifyApiFailure: TEMPORARILY outside the form update (decision 032 §5)', () => {
  it.each(['user_session/1', 'application_start', 'input_confirm', 'csrf_token', 'promo_code'])('%s → the 500 routing, worded as unavailable, with the server’s sentence', (path) => {
    const sentence = 'ただいまメンテナンスのため、サービスを一時的に停止しています。';
    expect(classifyApiFailure(path, body('TEMPORARILY', sentence))).toEqual({ status: 500, message: 'ただいまご利用いただけません', code: 'TEMPORARILY', temporarily: sentence });
  });

  it('gives no sentence when the server sent none', () => {
    expect(classifyApiFailure('application', { status: { code: 'TEMPORARILY' } })).toMatchObject({ status: 500, temporarily: '' });
  });
});

describe('classifyApiFailure: bodies without a server code', () => {
  const unusable: readonly (readonly [string, unknown])[] = [
    ['HTML from a proxy', '<html><body>502 Bad Gateway</body></html>'],
    ['an empty text', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 502],
    ['an Error', new TypeError('Failed to fetch')],
    ['an object without status', { error: 'x' }],
    ['a status that is a string', { status: 'BAD_REQUEST' }],
    ['a code that is a number', { status: { code: 400, message: 'x' } }],
    ['JSON text without status', '{"error":"x"}'],
  ];

  it.each(unusable)('%s → 500 UNKNOWN', (_name, failure) => {
    expect(classifyApiFailure('application_start', failure)).toEqual({ status: 500, message: 'システムエラー', code: 'UNKNOWN' });
  });

  it.each(unusable)('%s on the form update is still the temporary case (not shown)', (_name, failure) => {
    expect(classifyApiFailure('user_session_form_update', failure)).toBeNull();
  });

  it('reads a body given as JSON text', () => {
    const text = JSON.stringify(body('BAD_REQUEST', 'current date is past the move date'));
    expect(classifyApiFailure('cancel_application_cancellable_confirm', text)).toMatchObject({ status: 408, code: 'BAD_REQUEST' });
  });

  it('treats a missing server message as empty (not the 408 case)', () => {
    expect(classifyApiFailure('cancel_application_cancellable_confirm', { status: { code: 'BAD_REQUEST' } })).toMatchObject({ status: 400 });
  });

  it('matches the 408 message case-sensitively, as the server writes it', () => {
    const shouted = body('BAD_REQUEST', 'CURRENT DATE IS PAST THE MOVE DATE');
    expect(classifyApiFailure('cancel_application_cancellable_confirm', shouted)).toMatchObject({ status: 400 });
  });
});

describe('operation paths', () => {
  it.each([
    ['application_start', 'application_start'],
    ['/application_start', 'application_start'],
    ['/utsuru-api/v1/application_start', 'application_start'],
    ['utsuru-api/v1/user_session/2', 'user_session/2'],
    ['pref_to_towns/', 'pref_to_towns'],
    ['user_session_initialize/?phase=2', 'user_session_initialize'],
    ['promo_code#x', 'promo_code'],
  ])('%s → %s', (path, operation) => {
    expect(normaliseOperationPath(path)).toBe(operation);
  });

  it('applies the session-read rows to an absolute path with a query', () => {
    expect(classifyApiFailure('/utsuru-api/v1/user_session/3?x=1', body('AUTH_REQUIRED'))).toMatchObject({ status: 404 });
  });

  it('applies the form-update rule to the full API path', () => {
    expect(classifyApiFailure('/utsuru-api/v1/user_session_form_update', body('INTERNAL_SERVER_ERROR'))).toBeNull();
  });

  it('does not treat a longer operation name as the special one', () => {
    expect(classifyApiFailure('promo_code_restored', body('NOT_FOUND'))).toMatchObject({ status: 404 });
    expect(classifyApiFailure('user_session/12', body('AUTH_REQUIRED'))).toMatchObject({ status: 401 });
  });
});

describe('serverFailureOf', () => {
  it('reads code and message', () => {
    expect(serverFailureOf(body('NOT_FOUND', 'gone'))).toEqual({ code: 'NOT_FOUND', message: 'gone' });
  });

  it('returns null for a body without a code', () => {
    expect(serverFailureOf('not json')).toBeNull();
  });
});
