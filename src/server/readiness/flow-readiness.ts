// Whether a resident can finish a flow online, told before any typing (issue 28). Each answer
// comes from the rule that decides it later: the signing provider's readiness for the card, the
// addition's origin (addition-origin.ts), the revocation's cancellable procedures
// (revocable-application.ts). A hint only: signing and submission check everything again.
import type { components } from '#shared/api/schema';
import { buildsOnApplication, flowOfPhase, type Phase } from '#shared/flows';
import type { ProcedureRegistry } from '#shared/procedures';
import { calendarDayInJapan, compareDays, parseCalendarDate, type CalendarDay } from '#shared/validation/calendar-date';
import { findRevocable, hasCancellable } from '../applications/revocable-application';
import type { AnyStoredApplication } from '../applications/stored-application';
import { ApiError } from '../errors/api-error';
import { findAdditionOrigin } from '../flows/addition/addition-origin';
import type { ApplicationRepository } from '../repositories/application-repository';
import type { Signer, SigningProvider, SigningReadiness } from '../signing/signing-provider';

type ReadinessResponse = components['schemas']['ReadinessResponse'];
type ReadinessBlocker = components['schemas']['ReadinessBlocker'];
type SigningAnswer = NonNullable<ReadinessResponse['signing']>;

export interface ReadinessQuery {
  phase: Phase;
  moveDate?: string | undefined;
  receptionNumber?: string | undefined;
}

export interface ReadinessDeps {
  signing: Pick<SigningProvider, 'readiness'>;
  applications: Pick<ApplicationRepository, 'listForUser'>;
  procedures: ProcedureRegistry;
}

/** Whether the certificate's last day in Japan comes before the move date; null without a date. */
function endsBeforeMove(notAfter: Date, moveDate: string | undefined): boolean | null {
  const move = moveDate === undefined ? null : parseCalendarDate(moveDate);
  return move ? compareDays(calendarDayInJapan(notAfter), move) < 0 : null;
}

/** The provider's answer, or null when there is no provider to ask (NOT_IMPLEMENTED) or no signer known. */
async function askProvider(signing: ReadinessDeps['signing'], signer: Signer | null): Promise<SigningReadiness | null> {
  if (!signer) return null;
  try {
    return await signing.readiness(signer);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NOT_IMPLEMENTED') return null;
    throw error;
  }
}

function signingBlockers(card: SigningAnswer): ReadinessBlocker[] {
  const blockers: ReadinessBlocker[] = [];
  if (card.certificate_state === 'expired') blockers.push('certificate_expired');
  if (card.certificate_state === 'revoked') blockers.push('certificate_revoked');
  if (card.pin_locked) blockers.push('pin_locked');
  return blockers;
}

async function additionStanding(deps: ReadinessDeps, userId: string): Promise<{ filed: boolean; blocker: ReadinessBlocker | null }> {
  try {
    const origin = await findAdditionOrigin(deps.applications, userId);
    return origin ? { filed: true, blocker: null } : { filed: false, blocker: 'no_filed_application' };
  } catch (error) {
    // The move was called off: the application stands, but takes no addition.
    if (error instanceof ApiError && error.code === 'NOT_FOUND') return { filed: true, blocker: 'move_called_off' };
    throw error;
  }
}

async function cancellationStanding(deps: ReadinessDeps, userId: string, receptionNumber: string | undefined, today: CalendarDay) {
  const records = await deps.applications.listForUser<AnyStoredApplication>(userId);
  const revocable = findRevocable(records, receptionNumber === undefined ? {} : { receptionNumber }, deps.procedures);
  if (!revocable) return { reception_number: null, cancellable: false, until: null };
  return { reception_number: revocable.application.receptionNumber ?? null, cancellable: hasCancellable(revocable, today), until: revocable.moveDate };
}

export async function flowReadiness(
  deps: ReadinessDeps,
  input: { userId: string; signer: Signer | null; now: Date; counter: ReadinessResponse['counter']; query: ReadinessQuery },
): Promise<ReadinessResponse> {
  const { phase, moveDate, receptionNumber } = input.query;
  const flow = flowOfPhase(phase);
  const blockers: ReadinessBlocker[] = [];

  let signingCheck: ReadinessResponse['signing_check'] = 'not_needed';
  let signing: ReadinessResponse['signing'] = null;
  if (flow.signed) {
    const card = await askProvider(deps.signing, input.signer);
    signingCheck = card ? 'done' : 'unavailable';
    if (card) {
      const { state, notAfter } = card.certificate;
      signing = {
        certificate_state: state,
        not_after: notAfter.toISOString(),
        expires_before_move: state === 'valid' ? endsBeforeMove(notAfter, moveDate) : null,
        pin_attempts_left: card.pinAttemptsLeft,
        pin_locked: card.pinLocked,
      };
      blockers.push(...signingBlockers(signing));
    }
  }

  let filedApplication: boolean | null = null;
  if (buildsOnApplication(flow)) {
    const standing = await additionStanding(deps, input.userId);
    filedApplication = standing.filed;
    if (standing.blocker) blockers.push(standing.blocker);
  }

  let cancellation: ReadinessResponse['cancellation'] = null;
  if (flow.cancelsApplication) {
    cancellation = await cancellationStanding(deps, input.userId, receptionNumber, calendarDayInJapan(input.now));
    if (!cancellation.cancellable) blockers.push('nothing_cancellable');
  }

  return { phase, signing_check: signingCheck, signing, filed_application: filedApplication, cancellation, blockers, counter: input.counter };
}
