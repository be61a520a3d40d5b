// Sent with every filing and every cancellation, and never turned off: if someone else used the
// resident's card, this is how the resident learns of it. It says what happened, whom to call
// (うつる's help line and the police's consultation line ＃9110), and to sign nothing else online
// until it is checked.
import { policeConsultation, supportContact, type PhoneContact } from '#shared/config/support-contact';
import { flows, type FlowDefinition } from '#shared/flows';
import { japaneseDateTime } from '#shared/japan-time';
import type { MailDocument } from './mail-document';
import type { MailFacts } from './mail-facts';
import { heading, myPageLink, paragraph, procedureList, salutation, subjectOf } from './mail-parts';

const whatHappened: Record<MailFacts['kind'], string> = {
  normal: '引越し手続きの申請',
  addition: '追加の申込み',
  cancellation: '取消しの申込み',
};

/** The flow each kind was filed through: a signed one was signed with the card, an addition only logged in with it. */
const flowOf: Record<MailFacts['kind'], FlowDefinition> = { normal: flows.normal, addition: flows.addition, cancellation: flows.revocation };

const callLine = (contact: PhoneContact) => `${contact.name}：${contact.phone}（${contact.hours}）`;

export function fraudAlertMail(facts: MailFacts): MailDocument {
  const what = whatHappened[facts.kind];
  return {
    subject: subjectOf(`${what}がありました（心当たりがない場合はご連絡ください）`),
    title: `${what}がありました`,
    blocks: [
      salutation(facts),
      paragraph(
        `${japaneseDateTime(facts.submittedAt)}に、${flowOf[facts.kind].signed ? 'あなたのマイナンバーカードによる電子署名で' : 'あなたのマイナンバーカードでログインして'}、うつるに${what}がありました。`,
      ),
      {
        kind: 'facts',
        rows: [
          ['受付番号', facts.receptionNumber],
          ...(facts.belongsTo ? [[facts.kind === 'cancellation' ? '取り消す申請の受付番号' : '追加先の申請の受付番号', facts.belongsTo] as const] : []),
          ['受付日時', japaneseDateTime(facts.submittedAt)],
        ],
      },
      ...procedureList(facts.kind === 'cancellation' ? '取消しを申し込んだ手続き' : '申し込まれた手続き', facts),
      heading('心当たりがない場合は'),
      paragraph('この手続きに心当たりがない場合は、すぐに次の窓口へご連絡ください。'),
      { kind: 'list', items: [callLine(supportContact), callLine(policeConsultation)] },
      paragraph('確認が済むまでは、ほかのオンラインの手続きで電子署名や申込みをしないでください。マイナンバーカードや暗証番号を、ほかの人に渡したり教えたりしないでください。'),
      paragraph('ご自身で申し込んだ場合は、このメールについて何もしていただく必要はありません。'),
      myPageLink('マイページで申請の内容を確認する'),
    ],
  };
}
