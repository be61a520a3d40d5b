// GET user_info_updated for /after/checkinformation: the identity data the provider holds now.
// A failure goes to the error page (spec §8), like any load a page cannot do without.
import { useEffect, useState } from 'react';
import { apiClient } from '../../api/client';
import { getUserInfoUpdated } from '../../api/identity-update';
import { reportApiFailure } from '../../errors/failure-reporting';
import type { UserInfoUpdated } from '#machines/identity-update.machine';

export type UpdatedIdentity = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; value: UserInfoUpdated };

export function useUpdatedIdentity(): UpdatedIdentity {
  const [state, setState] = useState<UpdatedIdentity>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    getUserInfoUpdated(apiClient).then(
      (value) => live && setState({ status: 'loaded', value }),
      (failure: unknown) => {
        if (!live) return;
        setState({ status: 'failed' });
        reportApiFailure('user_info_updated', failure);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
