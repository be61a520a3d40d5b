// GET user_info_updated for /after/checkinformation: the identity data the provider holds now.
// A failure goes to the error page (spec §8), like any load a page cannot do without.
import { useEffect, useState } from 'react';
import { apiClient } from '../../api/client';
import { getUserInfoUpdated } from '../../api/identity-update';
import { reportApiFailure } from '../../errors/failure-reporting';
import { answerGuard } from '../../loading/answer-guard';
import type { UserInfoUpdated } from '#machines/identity-update.machine';

export type UpdatedIdentity = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: UserInfoUpdated };

export function useUpdatedIdentity(): UpdatedIdentity {
  const [state, setState] = useState<UpdatedIdentity>({ status: 'loading' });
  useEffect(() => {
    const answers = answerGuard();
    getUserInfoUpdated(apiClient).then(
      answers.whileLive((value) => setState({ status: 'loaded', value })),
      answers.whileLive((failure: unknown) => {
        setState({ status: 'failed' });
        reportApiFailure('user_info_updated', failure);
      }),
    );
    return answers.end;
  }, []);
  return state;
}
