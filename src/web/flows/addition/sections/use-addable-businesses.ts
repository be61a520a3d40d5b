// The businesses the addition may still add (addable-businesses.ts), read for the page: the
// destination's catalogue and the resident's applications. A failure goes to the error page.
import { useEffect, useState } from 'react';
import { getApplications } from '../../../api/applications';
import { apiClient } from '../../../api/client';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { answerGuard } from '../../../loading/answer-guard';
import type { LifelineBusiness, SessionData } from '../../shared/sections/draft-requests';
import { useLifelineBusinesses } from '../../shared/sections/use-lifeline-businesses';
import { addableBusinesses, destinationOf, notifiedBusinessNames } from './addable-businesses';

export type AddableBusinesses = { status: 'loading' } | { status: 'loaded'; businesses: LifelineBusiness[] };

export function useAddableBusinesses(session: SessionData): AddableBusinesses {
  const catalogue = useLifelineBusinesses(destinationOf(session));
  const [notified, setNotified] = useState<Set<string> | null>(null);

  useEffect(() => {
    const answers = answerGuard();
    getApplications(apiClient).then(
      answers.whileLive(({ applications }) => setNotified(notifiedBusinessNames(applications))),
      answers.whileLive((failure: unknown) => reportApiFailure('applications', failure)),
    );
    return answers.end;
  }, []);

  if (catalogue.status !== 'loaded' || notified === null) return { status: 'loading' };
  return { status: 'loaded', businesses: addableBusinesses(catalogue.businesses, session, notified) };
}
