// /step/thanks (申請の完了): 「申請を受け付けました」 and the reception number, large and in its
// groups of four so it can be read aloud over the phone (brief §5), with a note to keep it, and
// the 来庁予定 the 転入予定連絡 / 転居予定連絡 announced (issue 27), and the counter procedures the
// move brings at the new municipality, with the household questions (issue 28).
import { CounterChecklistSection } from '../../shared/checklist/counter-checklist';
import { ThanksVisit } from '../../shared/visit/thanks-visit';
import { normalFlowKit } from './step-flow';

export const StepThanksPage = normalFlowKit.thanksPage({
  heading: '申請を受け付けました',
  lead: () => '電子署名をした申請を受け付けました。申請は、提出先の市区町村と事業者に順に届けられます。',
  body: ({ submission }) => (
    <>
      {submission && <ThanksVisit applicationId={submission.application_id} receptionNumber={submission.reception_number} />}
      <p>受付番号と手続きの状況は、マイページでいつでも確認できます。</p>
      {submission && <CounterChecklistSection applicationId={submission.application_id} receptionNumber={submission.reception_number} level={2} />}
    </>
  ),
});
