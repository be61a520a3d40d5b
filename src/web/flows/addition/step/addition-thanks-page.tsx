// /after/step/thanks (追加申込みの完了): 「追加の申込みを受け付けました」, the reception number, the
// application it was added to, and the way to マイページ.
import { additionFlowKit } from './addition-flow';

export const AdditionThanksPage = additionFlowKit.thanksPage({
  heading: '追加の申込みを受け付けました',
  lead: ({ originalReceptionNumber }) => (
    <>
      {originalReceptionNumber ? `受付番号 ${originalReceptionNumber} の引越しの手続きに追加しました。` : ''}
      申込みの内容は、追加した事業者に順に届けられます。
    </>
  ),
  body: () => <p>受付番号と手続きの状況は、マイページでいつでも確認できます。</p>,
});
