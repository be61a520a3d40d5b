// The thanks page's visit (issue 27): the just-submitted application's 来庁予定, read from
// GET applications once. Nothing shows while it loads, for an application without a visit, or
// when the read fails (マイページ shows it as well).
import { useEffect, useState } from 'react';
import { getApplications } from '../../../api/applications';
import { apiClient } from '../../../api/client';
import { answerGuard } from '../../../loading/answer-guard';
import { showsVisit, VisitPanel, type VisitSummary } from './visit-panel';

function useSubmittedVisit(applicationId: string): VisitSummary | null {
  const [visit, setVisit] = useState<VisitSummary | null>(null);
  useEffect(() => {
    const answers = answerGuard();
    getApplications(apiClient).then(
      answers.whileLive(({ applications }) => setVisit(applications.find((application) => application.application_id === applicationId)?.visit ?? null)),
      answers.whileLive(() => setVisit(null)),
    );
    return answers.end;
  }, [applicationId]);
  return visit;
}

export function ThanksVisit({ applicationId, receptionNumber }: { applicationId: string; receptionNumber: string }) {
  const visit = useSubmittedVisit(applicationId);
  if (!showsVisit(visit ?? undefined) || !visit) return null;
  return <VisitPanel visit={visit} applicationId={applicationId} receptionNumber={receptionNumber} />;
}
