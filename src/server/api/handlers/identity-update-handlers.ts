// The identity-data update over HTTP (brief §4, decision 020): xid_data_update_request,
// xid_data_update_request_status and GET user_info_updated, each a thin adapter from the
// contract's shapes to the identity-update service.
import type { ResidentClaims } from '../../auth/resident-claims';
import { loginRequired, requireUser } from '../../auth/require-user';
import { userInfoOf } from '../../auth/user-info';
import type { IdentityUpdateConfig } from '../../config';
import { ApiError } from '../../errors/api-error';
import type { IdentityUpdateRequestRecord } from '../../identity-update/identity-update-request-repository';
import { createIdentityUpdateService, type IdentityUpdateServiceDeps } from '../../identity-update/identity-update-service';
import { signerOf } from '../../signing/signer';
import type { ApplicationRepository } from '../../repositories/application-repository';
import { isSubmittedNormal } from '../../applications/filings';
import type { Handler } from '../typed-handlers';

export interface IdentityUpdateHandlerDeps extends IdentityUpdateServiceDeps {
  applications: Pick<ApplicationRepository, 'listForUser'>;
  /** The identity-update machine's poll interval and time limit, from the server's configuration. */
  identityUpdateTiming: IdentityUpdateConfig;
}

export const identityUpdateMessages = {
  signInAgain: 'もう一度ログインしてから、本人情報の更新を依頼してください。',
  notFound: '本人情報の更新の依頼が見つかりません。',
} as const;

const statusAnswer = (record: IdentityUpdateRequestRecord) => ({
  xid_request_id: record.id,
  status: record.state,
  message: record.message,
  updated_at: record.updatedAt.toISOString(),
});

export function createIdentityUpdateHandlers(deps: IdentityUpdateHandlerDeps) {
  const { users, applications, identityUpdateTiming: timing } = deps;
  const service = createIdentityUpdateService(deps);

  const xidDataUpdateRequest: Handler<'xidDataUpdateRequest'> = async (request) => {
    const userId = requireUser(request);
    const signer = await signerOf(users, request, userId);
    if (!signer) throw new ApiError('AUTH_REQUIRED', identityUpdateMessages.signInAgain);
    const record = await service.request(userId, signer);
    return {
      xid_request_id: record.id,
      requested_at: record.requestedAt.toISOString(),
      poll_interval_seconds: timing.pollSeconds,
      time_limit_seconds: timing.timeLimitSeconds,
    };
  };

  const xidDataUpdateRequestStatus: Handler<'xidDataUpdateRequestStatus'> = async (request) => {
    const record = await service.status(requireUser(request), request.body.xid_request_id);
    if (!record) throw new ApiError('NOT_FOUND', identityUpdateMessages.notFound);
    return statusAnswer(record);
  };

  /** An update completed after the resident's latest submitted normal application was filed: an addition need not check again (issue 24). */
  async function refreshedAfterFiling(userId: string): Promise<Date | null> {
    const latest = (await applications.listForUser(userId)).find(isSubmittedNormal); // newest first
    return latest ? ((await service.completedSince(userId, latest.createdAt))?.updatedAt ?? null) : null;
  }

  /** `updated`: an update of this resident completed since this login (the contract's reading); `changed`: it brought new data. */
  const getUserInfoUpdated: Handler<'getUserInfoUpdated'> = async (request) => {
    const userId = requireUser(request);
    const profile = await users.findProfile<ResidentClaims>(userId);
    if (!profile) throw loginRequired();
    const loggedInAt = request.session?.authenticatedAt;
    const completed = loggedInAt ? await service.completedSince(userId, loggedInAt) : null;
    const afterFiling = await refreshedAfterFiling(userId);
    return {
      updated: completed !== null,
      updated_at: completed?.updatedAt.toISOString() ?? null,
      changed: completed?.changed === true,
      refreshed_after_filing_at: afterFiling?.toISOString() ?? null,
      user_info: userInfoOf(profile),
    };
  };

  return { xidDataUpdateRequest, xidDataUpdateRequestStatus, getUserInfoUpdated };
}
