// /contact (お問い合わせ, issue 28): who answers what. A municipality answers for its own
// procedure and a business for its lifeline notice; both are named, with their contact, on
// マイページ beside each procedure (the recipient rows), which a signed-out page cannot list
// without a new call, so this page says where to find them. うつる answers for the service itself,
// and a suspected fraud goes to うつる and the police, as the fraud-alert mail says (support-contact.ts).
import { Link } from 'wouter';
import { policeConsultation, supportContact, type PhoneContact } from '#shared/config/support-contact';
import { procedureNames } from '#shared/procedure-names';
import { pathOf, routeTitleOf } from '#shared/routes';
import { lead, pageHeading, pageSection, sectionHeading } from '../../../layout/page-heading.css';
import { telHref } from '../my-page/application-status';
import * as css from './help-pages.css';

const myPage = routeTitleOf('mypage');

function PhoneFacts({ contact }: { contact: PhoneContact }) {
  return (
    <dl className={css.facts}>
      <div className={css.factGroup}>
        <dt className={css.factLabel}>窓口</dt>
        <dd className={css.factValue}>{contact.name}</dd>
      </div>
      <div className={css.factGroup}>
        <dt className={css.factLabel}>電話</dt>
        <dd className={css.factValue}>
          {/* ＃9110 is dialled as typed, not as a tel: link. */}
          {/^[\d-]+$/.test(contact.phone) ? <a href={telHref(contact.phone)}>{contact.phone}</a> : contact.phone}
        </dd>
      </div>
      <div className={css.factGroup}>
        <dt className={css.factLabel}>受付時間</dt>
        <dd className={css.factValue}>{contact.hours}</dd>
      </div>
    </dl>
  );
}

export function ContactPage() {
  return (
    <>
      <h1 className={pageHeading}>{routeTitleOf('contact')}</h1>
      <p className={lead}>
        お問い合わせの内容によって、お答えする窓口が異なります。お問い合わせの前に、<Link href={pathOf('faq')}>{routeTitleOf('faq')}</Link>もご覧ください。申請についてのお問い合わせでは、受付番号をお伝えください。
      </p>

      <section className={pageSection} aria-labelledby="contact-municipality">
        <h2 id="contact-municipality" className={sectionHeading}>{procedureNames.move_out}・{procedureNames.move_in}・{procedureNames.move_house}について</h2>
        <div className={css.answer}>
          <p>申請した市区町村がお答えします。届出の内容、受付や審査の状況、来庁の日時、窓口での手続きは、各市区町村へお問い合わせください。</p>
          <ul className={css.list}>
            <li>{procedureNames.move_out}：今お住まいの市区町村</li>
            <li>{procedureNames.move_in}：新しい住所の市区町村</li>
            <li>{procedureNames.move_house}：お住まいの市区町村</li>
          </ul>
          <p>窓口の名前と連絡先は、{myPage}の提出先ごとの状況と「来庁予定」に表示しています。表示されていないときは、その市区町村のウェブサイトで担当の窓口をご確認ください。</p>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="contact-business">
        <h2 id="contact-business" className={sectionHeading}>電気・ガス・水道などの手続きについて</h2>
        <div className={css.answer}>
          <p>申し込んだ事業者がお答えします。使用開始日・停止日の変更、立会いの日程、料金や契約の内容は、各事業者へお問い合わせください。</p>
          <p>事業者の連絡先は、{myPage}の提出先ごとの状況に表示しています。</p>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="contact-utsuru">
        <h2 id="contact-utsuru" className={sectionHeading}>うつるのサービスについて</h2>
        <div className={css.answer}>
          <p>ログインできない、画面の操作がわからない、メールが届かない、控えをダウンロードできないなど、このサービスの使い方については、うつるがお答えします。</p>
          <PhoneFacts contact={supportContact} />
          <p>届出の受付や審査の結果、事業者との契約については、うつるではお答えできません。それぞれの提出先へお問い合わせください。</p>
        </div>
      </section>

      <section className={pageSection} aria-labelledby="contact-fraud">
        <h2 id="contact-fraud" className={sectionHeading}>身に覚えのない申請に気づいたとき</h2>
        <div className={css.answer}>
          <p>すぐに{supportContact.name}へご連絡ください。不正な利用が疑われるときは、警察にもご相談ください。</p>
          <PhoneFacts contact={policeConsultation} />
        </div>
      </section>
    </>
  );
}
