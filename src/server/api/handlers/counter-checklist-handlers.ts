// The counter procedures' checklist of a filed move (issue 28): GET lists it with the household
// answers saved so far; POST saves the answers (encrypted) and lists it as they now choose it.
// Only the resident's own normal application: any other answers as a missing one.
import { requireUser } from '../../auth/require-user';
import { counterProcedures } from '../../domain/domain-data';
import { counterChecklistOf, filedMoveOf } from '../../domain/counter-checklist';
import { ApiError } from '../../errors/api-error';
import type { ApplicationRepository } from '../../repositories/application-repository';
import type { HouseholdAnswersRepository } from '../../repositories/household-answers-repository';
import type { Handler } from '../typed-handlers';

export const noChecklistMessage = '手続きの一覧を表示できる申請が見つかりません。';

export interface CounterChecklistHandlerDeps {
  applications: Pick<ApplicationRepository, 'listForUser'>;
  householdAnswers: HouseholdAnswersRepository;
}

export function createCounterChecklistHandlers({ applications, householdAnswers }: CounterChecklistHandlerDeps) {
  const ownMove = async (userId: string, applicationId: string) => {
    const move = filedMoveOf(await applications.listForUser(userId), applicationId);
    if (!move) throw new ApiError('NOT_FOUND', noChecklistMessage);
    return move;
  };

  const getCounterChecklist: Handler<'getCounterChecklist'> = async (request) => {
    const userId = requireUser(request);
    const move = await ownMove(userId, request.params.application_id);
    return counterChecklistOf(move, await householdAnswers.of(userId, move.id), await counterProcedures());
  };

  const counterChecklistAnswersSave: Handler<'counterChecklistAnswersSave'> = async (request) => {
    const userId = requireUser(request);
    const move = await ownMove(userId, request.params.application_id);
    const { has_children, child_stages } = request.body;
    // Stages belong to children said to be there.
    const answers = { ...request.body, child_stages: has_children ? [...new Set(child_stages)] : [] };
    await householdAnswers.save(userId, move.id, answers);
    return counterChecklistOf(move, answers, await counterProcedures());
  };

  return { getCounterChecklist, counterChecklistAnswersSave };
}
