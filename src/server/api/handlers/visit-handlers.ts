// The visits (issue 27): GET visit_slots lists an office day's slots with the places left, and
// GET applications/{id}/visit.ics gives the resident's visit as a calendar file (owner only: any
// other application answers as a missing one).
import { shippedProcedures, type ProcedureRegistry } from '#shared/procedures';
import { calendarDayInJapan } from '#shared/validation/calendar-date';
import type { Clock } from '../../clock';
import { requireUser } from '../../auth/require-user';
import { recipientSeeds } from '../../domain/domain-data';
import { ApiError } from '../../errors/api-error';
import { visitCalendar } from '../../visits/visit-calendar';
import { visitMessages } from '../../visits/visit-messages';
import type { VisitRepository } from '../../visits/visit-repository';
import { slotsOfDay } from '../../visits/visit-slot-list';
import { visitSummaryOf } from '../../visits/visit-summary';
import type { Handler } from '../typed-handlers';
import type { ApplicationRepository } from '../../repositories/application-repository';
import type { Db } from '../../db/database-handle';
import type { AnyStoredApplication } from '../../applications/stored-application';
import { changeVisit } from '../../visits/visit-change';

export interface VisitHandlerDeps {
  visits: VisitRepository;
  clock: Clock;
  publicUrl: string;
  procedures?: ProcedureRegistry;
  db: Db;
  /** The move date of the resident's own application (its document is sealed). */
  applications: Pick<ApplicationRepository, 'listForUser'>;
  /** Wakes the delivery job for the municipality's message. */
  onSubmitted?: () => void;
}

export function createVisitHandlers({ visits, clock, publicUrl, procedures = shippedProcedures, db, applications, onSubmitted }: VisitHandlerDeps) {
  const getVisitSlots: Handler<'getVisitSlots'> = async (request) => {
    requireUser(request);
    const { jis_code: jisCode, date } = request.query;
    const participant = (await recipientSeeds()).participation.participant(jisCode);
    const offersSlots = participant?.visit_slots !== undefined;
    const slots = offersSlots ? slotsOfDay(participant, date, await visits.takenOn(jisCode, date)) : [];
    return { jis_code: jisCode, date, offers_slots: offersSlots, slots };
  };

  const getApplicationVisitIcs: Handler<'getApplicationVisitIcs'> = async (request, reply) => {
    const userId = requireUser(request);
    const found = await visits.ofApplication(userId, request.params.application_id);
    const { participation } = await recipientSeeds();
    const visit = found && visitSummaryOf(found.reservation, found, participation, calendarDayInJapan(clock.now()));
    if (!found || !visit) throw new ApiError('NOT_FOUND', visitMessages.noVisit);
    const calendar = await visitCalendar({
      visit,
      sequence: found.reservation.sequence,
      receptionNumber: found.receptionNumber ?? '',
      procedureLabel: procedures.labelOf(visit.procedure),
      publicUrl,
      slotTimes: participation.participant(found.reservation.jisCode)?.visit_slots?.times ?? [],
    });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="utsuru-visit-${found.receptionNumber ?? 'application'}.ics"`)
      .send(calendar);
  };

  /** POST visit_change (issue 27): the visit moved, or field errors; another resident's application is a missing one. */
  const visitChange: Handler<'visitChange'> = async (request) => {
    const userId = requireUser(request);
    const { application_id: applicationId, visit_date: visitDate, visit_time: visitTime } = request.body;
    const owned = (await applications.listForUser<AnyStoredApplication>(userId)).find((record) => record.id === applicationId);
    const document = owned?.document.document;
    const moveDate = document && 'moving' in document ? document.moving.move_date : null;
    if (!owned || !moveDate) throw new ApiError('NOT_FOUND', visitMessages.noVisit);
    const { participation } = await recipientSeeds();
    const now = clock.now();
    const today = calendarDayInJapan(now);
    const outcome = await changeVisit(db, { userId, applicationId, visitDate, visitTime, moveDate, today, at: now, participation });
    switch (outcome.kind) {
      case 'not-found':
        throw new ApiError('NOT_FOUND', visitMessages.noVisit);
      case 'unchangeable':
        throw new ApiError('BAD_REQUEST', visitMessages.unchangeable);
      case 'field-errors':
        return { visit: null, field_errors: outcome.errors };
      case 'changed': {
        onSubmitted?.();
        return { visit: visitSummaryOf(outcome.reservation, outcome, participation, today), field_errors: [] };
      }
    }
  };

  return { getVisitSlots, getApplicationVisitIcs, visitChange };
}
