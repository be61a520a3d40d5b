// Texts of the generic error page (spec §8 "Error page content by status"). The spec names each
// status's title in English only; the Japanese chosen here is recorded in
// docs/decisions/004-error-texts.md. Which button target a status gets is the error-routing
// machine's job (machines/error-routing.machine.ts); this module only words it.
import type { FlowName } from '../flows';
import type { ClientErrorStatus } from './error-catalogue';
import { buttonLabels, returnToTopLead, systemErrorTitle, type ButtonDestination } from './error-page-words';

export { buttonLabels, returnToTopLead, systemErrorTitle, type ButtonDestination };

/** The flow a page belongs to (the registry's flow names). */
export type Flow = FlowName;
export type PageKind = 'confirm' | 'other';

export interface ErrorPageContent {
  title: string;
  lead: string;
  buttonLabel: string;
  illustration: 'request' | 'session' | 'input' | 'not-found' | 'time' | 'system';
}

type StatusTexts = Pick<ErrorPageContent, 'title' | 'lead' | 'illustration'>;

export const errorPageTexts: Readonly<Record<ClientErrorStatus, StatusTexts>> = {
  400: {
    title: 'リクエストエラー',
    lead: 'リクエストを正しく処理できませんでした。お手数ですが、トップページからもう一度ログインして、お手続きをやり直してください。',
    illustration: 'request',
  },
  401: {
    title: 'セッションエラー',
    lead: 'ログインの有効期限が切れたか、ログインしていません。お手数ですが、トップページからもう一度ログインしてください。',
    illustration: 'session',
  },
  403: {
    title: '入力内容にエラーがあります',
    lead: '入力内容に誤りがあるため、お手続きを進められませんでした。お手数ですが、入力内容をご確認のうえ、もう一度お試しください。',
    illustration: 'input',
  },
  404: {
    title: 'ページが見つかりません',
    lead: 'お探しのページは見つかりませんでした。URLに誤りがないか、ご確認ください。',
    illustration: 'not-found',
  },
  408: {
    title: '受付期限を過ぎています',
    // The time for the step is over, whichever flow it was (issue 24): the recipients of the
    // procedures are whom to ask, not only the municipality; マイページ names each with its contact.
    lead: 'お手続きの受付期限を過ぎているため、このお手続きは進められません。お手数ですが、手続きの提出先（市区町村や事業者）へ直接お問い合わせください。提出先と連絡先は、マイページで確認できます。',
    illustration: 'time',
  },
  500: {
    title: systemErrorTitle,
    lead: 'システムエラーが発生しました。お手数ですが、しばらく時間をおいてから、もう一度お試しください。',
    illustration: 'system',
  },
};

/**
 * TEMPORARILY outside the form update (decision 032 §5): the 500 page's routing, illustration and
 * button, but its title and lead say the service is only away for a while. The lead is the server's
 * sentence (the maintenance window's carries the operator's words); this one when it sent none.
 */
export const temporarilyUnavailableTexts: StatusTexts = {
  title: 'ただいまご利用いただけません',
  lead: 'ただいまサービスを一時的にご利用いただけません。お手数ですが、しばらく時間をおいてから、もう一度お試しください。',
  illustration: 'system',
};

/** A sentence longer than this is not the server's wording for residents: the page's own lead is shown. */
const MAX_SERVER_SENTENCE = 400;

const knownStatuses: readonly number[] = [400, 401, 403, 404, 408, 500];

/** The status whose content the page shows: unknown statuses use the 500 content (spec §8). */
export function errorPageStatusOf(status: number): ClientErrorStatus {
  return knownStatuses.includes(status) ? (status as ClientErrorStatus) : 500;
}

/** Statuses that show the 403 texts when they happen on a confirm page (spec §8). */
const inputErrorOnConfirm: readonly ClientErrorStatus[] = [400, 403, 500];

export interface ErrorPageContentInput {
  status: number;
  pageKind: PageKind;
  hasUserSession: boolean;
  /** Where the button leads; the label names it. */
  destination: ButtonDestination;
  /** TEMPORARILY's sentence from the server (possibly empty): the page says the service is away for a while. */
  temporarily?: string | undefined;
}

export function errorPageContent({ status, pageKind, hasUserSession, destination, temporarily }: ErrorPageContentInput): ErrorPageContent {
  if (temporarily !== undefined) {
    // Neither the confirm page's "error in input" nor the signed-out "start again" would be true:
    // nothing was wrong with the input, and nothing is lost by waiting.
    const sentence = temporarily.trim();
    const lead = sentence !== '' && sentence.length <= MAX_SERVER_SENTENCE ? sentence : temporarilyUnavailableTexts.lead;
    return { ...temporarilyUnavailableTexts, lead, buttonLabel: buttonLabels[destination] };
  }
  const shown = errorPageStatusOf(status);
  const texts = pageKind === 'confirm' && inputErrorOnConfirm.includes(shown) ? errorPageTexts[403] : errorPageTexts[shown];
  const generic = !hasUserSession && shown !== 404;
  return {
    ...texts,
    lead: generic ? returnToTopLead : texts.lead,
    buttonLabel: buttonLabels[generic ? 'top' : destination],
  };
}
