// GET readiness (issue 28): before any form of a flow, whether the signed-in resident can finish
// it online (flow-readiness.ts). Owner only: it reads nothing but the resident's own card and
// applications. The counter named is the office of the resident's own municipality.
import { requireUser } from '../../auth/require-user';
import type { Clock } from '../../clock';
import { recipientSeeds } from '../../domain/domain-data';
import { recipientContactOf } from '../../domain/recipient-contacts';
import { flowReadiness, type ReadinessDeps } from '../../readiness/flow-readiness';
import type { UserRepository } from '../../repositories/user-repository';
import { signerOf, type StoredProfile } from '../../signing/signer';
import type { Handler } from '../typed-handlers';

export interface ReadinessHandlerDeps extends ReadinessDeps {
  users: UserRepository;
  clock: Clock;
}

export function createReadinessHandlers({ users, clock, signing, applications, procedures }: ReadinessHandlerDeps) {
  const getReadiness: Handler<'getReadiness'> = async (request) => {
    const userId = requireUser(request);
    const { phase, move_date: moveDate, reception_number: receptionNumber } = request.query;
    const profile = await users.findProfile<StoredProfile>(userId);
    const counter = profile ? (recipientContactOf(await recipientSeeds())({ address: { jis_code: profile.address.jisCode } }) ?? null) : null;
    return flowReadiness(
      { signing, applications, procedures },
      { userId, signer: await signerOf(users, request, userId), now: clock.now(), counter, query: { phase, moveDate, receptionNumber } },
    );
  };
  return { getReadiness };
}
