// 「事業者を追加する」: each business the addition may still add, with its description and a
// button that adds it (additional_user_session_form_create) and opens its form. The draft the
// server answered goes with the move (api/draft-handoff.ts), so the form does not read it again.
// While it is added, the pressed business says so (issue 24: the list waits a moment, not mutely).
import { useState } from 'react';
import { useLocation } from 'wouter';
import { flows } from '#shared/flows';
import { apiClient } from '../../../api/client';
import { handOffDraft } from '../../../api/draft-handoff';
import { addBusiness } from '../../../api/drafts';
import { secondaryButton } from '../../../components/button.css';
import { reportApiFailure } from '../../../errors/failure-reporting';
import type { SessionData } from '../../shared/sections/draft-requests';
import { lifelinePathOf } from '../../shared/sections/lifeline-section';
import { useAddableBusinesses } from './use-addable-businesses';
import { visuallyHidden } from '../../../styles/visually-hidden.css';
import * as css from './add-business-list.css';

export function AddBusinessList({ session }: { session: SessionData }) {
  const addable = useAddableBusinesses(session);
  const [, navigate] = useLocation();
  const [adding, setAdding] = useState<string | null>(null);
  if (addable.status === 'loading') return <p role="status">読み込んでいます。</p>;
  if (addable.businesses.length === 0) return <p>新しい住所で追加できる事業者は、ほかにありません。</p>;

  const add = (businessId: string) => {
    if (adding !== null) return;
    setAdding(businessId);
    addBusiness(apiClient, businessId).then(
      (draft) => {
        handOffDraft(apiClient, draft);
        navigate(lifelinePathOf(flows.addition.phase, businessId));
      },
      (failure: unknown) => {
        setAdding(null);
        reportApiFailure('additional_user_session_form_create', failure);
      },
    );
  };

  return (
    <ul className={css.list}>
      {addable.businesses.map((business) => (
        <li key={business.business_id} className={css.item}>
          <p className={css.name}>{business.name}</p>
          <p>{business.description}</p>
          <button
            type="button"
            className={secondaryButton}
            aria-busy={adding === business.business_id}
            aria-disabled={adding !== null}
            onClick={() => add(business.business_id)}
          >
            追加する<span className={visuallyHidden}>（{business.name}）</span>
          </button>
          <p role="status" className={css.adding}>
            {adding === business.business_id && `${business.name}を追加しています。入力画面を開きます。`}
          </p>
        </li>
      ))}
    </ul>
  );
}
