// The lifeline catalogue for the destination (GET lifeline_businesses?jis_code=). A move without
// a destination in Japan has none to ask for. A failure goes to the error page like any other
// load a page cannot do without (spec §8).
import { useEffect, useState } from 'react';
import { reportApiFailure } from '../../../errors/failure-reporting';
import { getLifelineBusinesses, type LifelineBusiness } from '../../../api/catalogue';
import { apiClient } from '../../../api/client';
import { answerGuard } from '../../../loading/answer-guard';

export type LifelineCatalogue = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; businesses: LifelineBusiness[] };

const none: LifelineCatalogue = { status: 'loaded', businesses: [] };

export function useLifelineBusinesses(jisCode: string | null): LifelineCatalogue {
  const [loaded, setLoaded] = useState<{ jisCode: string; catalogue: LifelineCatalogue } | null>(null);

  useEffect(() => {
    if (jisCode === null) return;
    const answers = answerGuard();
    getLifelineBusinesses(apiClient, jisCode).then(
      answers.whileLive((businesses) => setLoaded({ jisCode, catalogue: { status: 'loaded', businesses } })),
      answers.whileLive((failure: unknown) => {
        setLoaded({ jisCode, catalogue: { status: 'failed' } });
        reportApiFailure('lifeline_businesses', failure);
      }),
    );
    return answers.end;
  }, [jisCode]);

  if (jisCode === null) return none;
  return loaded?.jisCode === jisCode ? loaded.catalogue : { status: 'loading' };
}
