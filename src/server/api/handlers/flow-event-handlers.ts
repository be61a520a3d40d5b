// POST flow_events (issue 29): the funnel's anonymous events, folded into the day's figures.
import type { Clock } from '../../clock';
import type { Db } from '../../db/database-handle';
import { ApiError } from '../../errors/api-error';
import { recordFlowEvents, UnknownFlowStep } from '../../flow-funnel/record-flow-events';
import type { Handler } from '../typed-handlers';

export function createFlowEventHandlers({ db, clock }: { db: Db; clock: Clock }) {
  const recordFlowEventsHandler: Handler<'recordFlowEvents'> = async (request) => {
    const { events } = request.body;
    try {
      await recordFlowEvents(db, events, clock.now());
    } catch (error) {
      if (error instanceof UnknownFlowStep) throw new ApiError('BAD_REQUEST', 'フローにない状態またはイベントです。');
      throw error;
    }
    return { recorded: events.length };
  };
  return { recordFlowEvents: recordFlowEventsHandler };
}
