// /faq (よくある質問, issue 28): the questions the flows' real failure points raise: the signing
// certificate and its password, the windows of 転出届 and 転入届, the visit, the statuses of
// マイページ, the receipt, the mails and cancelling. Numbers, names and status words come from
// the modules the flows and マイページ use, so an answer cannot tell a different rule.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cancellationLabels, type CancellationStatus } from '#shared/cancellation';
import { MOVE_OUT_DAYS_AFTER, MOVE_OUT_DAYS_BEFORE } from '#shared/domain/move-out-window';
import { domainMessages, possibilityReasons } from '#shared/domain/domain-messages';
import { flows } from '#shared/flows';
import { mailNames } from '#shared/mail-names';
import { procedureNames } from '#shared/procedure-names';
import { receiptLinkText } from '#shared/receipt';
import { recipientStatusLabels, recipientStatuses, type RecipientStatus } from '#shared/recipient-status';
import { pathOf, routeTitleOf } from '#shared/routes';
import { lead, pageHeading, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { mailPreferenceWords } from '../my-page/mail-preferences-section';
import * as css from './help-pages.css';

const moveOut = procedureNames.move_out;
const moveIn = procedureNames.move_in;
const moveHouse = procedureNames.move_house;
const myPage = routeTitleOf('mypage');

/** What each status of マイページ means; 送信待ち stands for both pending and sending. */
const statusMeanings: Readonly<Record<RecipientStatus, string>> = {
  pending: 'うつるが、提出先へ送る順番を待っています。',
  sending: 'うつるが、提出先へ送る順番を待っています。',
  delivered: '提出先に届きました。提出先が内容を確認するまでお待ちください。',
  received: '提出先が受け付け、手続きを進めています。',
  completed: '提出先での手続きが終わりました。',
  returned: `提出先が申請を差し戻しました。${myPage}に表示される理由をご確認のうえ、提出先へお問い合わせください。`,
  failed: `うつるから提出先へ届けられませんでした。${myPage}に表示される案内に従い、提出先で直接お手続きください。`,
};

const cancellationMeanings: Readonly<Record<CancellationStatus, string>> = {
  requested: '取消しを提出先へ送り、提出先の確認を待っています。',
  cancelled: '提出先が取消しを確認し、手続きは取り消されました。',
  refused: '提出先での手続きがすでに終わっていたなどの理由で、取り消せませんでした。提出先へ直接お問い合わせください。',
  failed: '取消しを提出先へ届けられませんでした。提出先へ直接お問い合わせください。',
};

/** One entry per label as マイページ shows it (pending and sending read alike). */
const statusEntries = [...new Map(recipientStatuses.map((status) => [recipientStatusLabels[status], statusMeanings[status]])).entries()];

interface Question {
  readonly question: string;
  readonly answer: ReactNode;
}

interface Section {
  readonly id: string;
  readonly heading: string;
  readonly questions: readonly Question[];
}

export const faqSections: readonly Section[] = [
  {
    id: 'faq-signing',
    heading: 'マイナンバーカードと電子署名',
    questions: [
      {
        question: '「署名用電子証明書の有効期限が切れています」と表示されました',
        answer: (
          <>
            <p>署名用電子証明書の有効期限は、発行日から5回目の誕生日までです。期限が切れた証明書では電子署名ができないため、申請を送信できません。</p>
            <p>お住まいの市区町村の窓口で電子証明書を更新してから、もう一度お手続きください。保存した入力内容は、{myPage}の「続きから入力する」から使えます。</p>
          </>
        ),
      },
      {
        question: '引越しのあと、電子署名ができなくなりました',
        answer: (
          <>
            <p>署名用電子証明書は、住所が変わると失効します。新しい住所の窓口で転入届や転居届をして新しい住所が登録されると、それまでの証明書では電子署名ができなくなります。</p>
            <p>このサービスでの申請の取消しには電子署名が必要です。取り消したい手続きがあるときは、窓口へ行く前に{myPage}の「{flows.revocation.applicationAction}」から済ませてください。新しい署名用電子証明書は、同じ来庁のときに窓口で発行を申請できます。</p>
          </>
        ),
      },
      {
        question: '署名用パスワードがロックされました',
        answer: (
          <>
            <p>署名用パスワード（英数字6〜16文字）は、5回続けて間違えるとロックされ、電子署名ができなくなります。ロックの解除とパスワードの再設定は、マイナンバーカードを持って、お住まいの市区町村の窓口で行います。うつるでは解除できません。</p>
            <p>ログインに使う利用者証明用電子証明書の暗証番号（数字4桁）は、3回続けて間違えるとロックされます。こちらも窓口で解除します。</p>
          </>
        ),
      },
      {
        question: '子どものマイナンバーカードでは申請できませんか',
        answer: <p>15歳未満の方のマイナンバーカードには、原則として署名用電子証明書がありません。{moveOut}は、署名用電子証明書をお持ちの世帯の方が、世帯全員の分をまとめて申請できます。</p>,
      },
    ],
  },
  {
    id: 'faq-deadlines',
    heading: '届出の期限',
    questions: [
      {
        question: `${moveOut}はいつ出せますか`,
        answer: (
          <>
            <p>オンラインの{moveOut}は、引越し予定日の{MOVE_OUT_DAYS_BEFORE}日前から、引越し日の{MOVE_OUT_DAYS_AFTER}日後まで出せます。それより早いときはその日以降にあらためて申請し、過ぎたときは今お住まいの市区町村の窓口でお手続きください。</p>
            <p>{possibilityReasons.abroad}</p>
          </>
        ),
      },
      {
        question: '転入届の期限はいつですか',
        answer: (
          <>
            {/* The law's 14 days (住民基本台帳法 第22条), which the visit window follows; the test holds them together. */}
            <p>転入届は、新しい住所に住み始めてから14日以内に、新しい住所の市区町村の窓口で出します。転入届はオンラインでは出せません。このサービスでは、窓口へ行く日を「{moveIn}」（同じ市区町村内の引越しは「{moveHouse}」）として事前に連絡できます。</p>
            <p>{domainMessages.visitDate}</p>
          </>
        ),
      },
    ],
  },
  {
    id: 'faq-visit',
    heading: '来庁の予約',
    questions: [
      {
        question: '来庁予定日を変えたいときは',
        answer: <p>{myPage}の「来庁予定」にある「来庁日時を変更する」から、別の日時に変更できます。来庁予定日を過ぎたあとや、手続きが完了したあとは変更できません。</p>,
      },
      {
        question: '窓口へは何を持っていけばよいですか',
        answer: <p>持ち物は、{myPage}の「来庁予定」と申請の控えに、窓口ごとに表示しています。マイナンバーカードは必ずお持ちください。</p>,
      },
    ],
  },
  {
    id: 'faq-status',
    heading: '手続きの状況',
    questions: [
      {
        question: `${myPage}の状況の表示は、それぞれ何を表していますか`,
        answer: (
          <>
            <p>提出先（市区町村や事業者）ごとに、次のように表示します。</p>
            <dl className={css.facts}>
              {statusEntries.map(([label, meaning]) => (
                <div key={label} className={css.factGroup}>
                  <dt className={css.factLabel}>{label}</dt>
                  <dd className={css.factValue}>{meaning}</dd>
                </div>
              ))}
            </dl>
          </>
        ),
      },
      {
        question: '取消しの状況の表示は、それぞれ何を表していますか',
        answer: (
          <dl className={css.facts}>
            {(Object.keys(cancellationLabels) as CancellationStatus[]).map((status) => (
              <div key={status} className={css.factGroup}>
                <dt className={css.factLabel}>{cancellationLabels[status]}</dt>
                <dd className={css.factValue}>{cancellationMeanings[status]}</dd>
              </div>
            ))}
          </dl>
        ),
      },
    ],
  },
  {
    id: 'faq-receipt-mail',
    heading: '控えとメール',
    questions: [
      {
        question: '申請の控えはどこで受け取れますか',
        answer: <p>送信が終わった画面と、{myPage}の申請ごとの「{receiptLinkText}」から受け取れます。控えには受付番号が載っています。お問い合わせのときに必要ですので、大切に保管してください。</p>,
      },
      {
        question: 'どんなメールが届きますか',
        answer: (
          <>
            <p>申請で入力したメールアドレスに、次のお知らせを送ります。</p>
            <ul className={css.list}>
              {Object.values(mailNames).map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <p>受け取るお知らせは、{myPage}の「{mailPreferenceWords.heading}」で選べます。不正な申請に気づくためのお知らせは止められません。</p>
          </>
        ),
      },
    ],
  },
  {
    id: 'faq-cancel',
    heading: '申請の取消し',
    questions: [
      {
        question: '送信した申請を取り消したいときは',
        answer: (
          <>
            <p>{myPage}の申請ごとの「{flows.revocation.applicationAction}」から、引越し予定日の当日まで取り消せます。取消しには電子署名が必要です。提出先での手続きがすでに完了しているものは取り消せません。</p>
            <p>引越し予定日を過ぎたあとは、手続きごとに提出先へ直接お問い合わせください。連絡先は<Link href={pathOf('contact')}>{routeTitleOf('contact')}</Link>のページでご案内しています。</p>
          </>
        ),
      },
    ],
  },
];

export function FaqPage() {
  return (
    <>
      <h1 className={pageHeading}>{routeTitleOf('faq')}</h1>
      <p className={lead}>
        うつるでの手続きについて、よくいただく質問と回答です。解決しないときは、<Link href={pathOf('contact')}>{routeTitleOf('contact')}</Link>のページをご覧ください。
      </p>
      <nav className={css.contents} aria-labelledby="faq-contents">
        <h2 id="faq-contents" className={css.contentsHeading}>目次</h2>
        <ul className={css.list}>
          {faqSections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {faqSections.map((section) => (
        <section key={section.id} className={pageSection} aria-labelledby={section.id}>
          <h2 id={section.id} className={sectionHeading}>{section.heading}</h2>
          {section.questions.map((item) => (
            <div key={item.question} className={css.question}>
              <h3 className={css.questionHeading}>{item.question}</h3>
              <div className={css.answer}>{item.answer}</div>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
