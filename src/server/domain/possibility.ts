// attributes.possibility (spec §3, brief §5): computed from the moving and procedures sections
// once both are Complete, otherwise None. `moving` names both ends of the move with whether
// each municipality takes part; `possible_statuses` says, per chosen procedure, whether it can
// be filed online, and if not, why and what to do instead. The procedures are the registry's,
// each judged by its entry: the end of the move it is filed with, who takes it, its rule of time.
import type { components } from '#shared/api/schema';
import { possibilityReasons } from '#shared/domain/domain-messages';
import { moveOutTiming, moveOutWindow } from '#shared/domain/move-out-window';
import { hasDestination, recipientEnd } from '#shared/domain/moving-procedures';
import { allowedVisitDates } from '#shared/domain/visit-date';
import { applicability } from '#shared/forms/applicability';
import { type MovingValues } from '#shared/forms/definitions/moving-form';
import { type ProceduresValues } from '#shared/forms/definitions/procedures-form';
import { inputStatus } from '#shared/forms/input-status';
import { isMunicipalityEntry, type MunicipalityProcedureEntry, type ProcedureKind, type ProcedureRegistry } from '#shared/procedures';
import { placeOf, type DomainData } from './domain-data';

type SessionAttributes = components['schemas']['SessionAttributes'];
export type PossibilitySection = components['schemas']['PossibilitySection'];
export type PossibilityMovingEntry = components['schemas']['PossibilityMovingEntry'];
export type PossibleStatus = components['schemas']['PossibleStatus'];

export const possibilityNone: PossibilitySection = { status: inputStatus.none, moving: [], possible_statuses: [] };

type AddressInput = MovingValues['from'];

/** One end of the move, named from the address catalogue (the typed names when it has no such code). */
function movingEntry(end: 'from' | 'to', address: AddressInput, domain: DomainData): PossibilityMovingEntry {
  const place = placeOf(domain.addresses, address.jis_code) ?? { pref: address.pref, city: address.city };
  return { moving_type: end, address: { jis_code: address.jis_code, ...place }, participating: domain.participation.participant(address.jis_code) !== null };
}

export function movingEntries(moving: MovingValues, domain: DomainData): PossibilityMovingEntry[] {
  const entries = [movingEntry('from', moving.from, domain)];
  if (hasDestination(moving.moving_type) && moving.to) entries.push(movingEntry('to', moving.to, domain));
  return entries;
}

const applicable = (code: ProcedureKind, jisCode: string | null): PossibleStatus => ({ code, status: applicability.applicable, jis_code: jisCode, reason: null });
const notApplicable = (code: ProcedureKind, jisCode: string | null, reason: string): PossibleStatus => ({ code, status: applicability.notApplicable, jis_code: jisCode, reason });

function municipalityStatus(procedureEntry: MunicipalityProcedureEntry, moving: MovingValues, entries: PossibilityMovingEntry[], domain: DomainData, today: string): PossibleStatus {
  const procedure = procedureEntry.code;
  const entry = entries.find((candidate) => candidate.moving_type === recipientEnd(procedureEntry));
  if (moving.moving_type === 'abroad' || !entry) return notApplicable(procedure, moving.from.jis_code, possibilityReasons.abroad);
  const { jis_code: jisCode, city } = entry.address;
  if (!entry.participating) return notApplicable(procedure, jisCode, possibilityReasons.notParticipating(city));
  const accepted = procedureEntry.acceptedBy === 'every-participant' || domain.participation.accepts(jisCode, procedure);
  if (!accepted) return notApplicable(procedure, jisCode, possibilityReasons.notAccepted(city, procedureEntry.label));
  if (procedureEntry.timing === 'move-out-window') {
    const timing = moveOutTiming(moving.move_date, today);
    if (timing === 'too-early') return notApplicable(procedure, jisCode, possibilityReasons.moveOutTooEarly(moveOutWindow(moving.move_date)!.first));
    if (timing === 'too-late') return notApplicable(procedure, jisCode, possibilityReasons.moveOutTooLate(city));
  } else if (procedureEntry.timing === 'visit-date' && allowedVisitDates(moving.move_date, today).length === 0) {
    return notApplicable(procedure, jisCode, possibilityReasons.visitPeriodOver(city));
  }
  return applicable(procedure, jisCode);
}

/** The chosen businesses that serve the destination, in catalogue order. */
export function chosenBusinessesServing(moving: MovingValues, procedures: ProceduresValues, domain: DomainData) {
  if (!procedures.procedures.includes('businesses') || !hasDestination(moving.moving_type) || !moving.to) return [];
  return domain.lifeline.serving(moving.to.jis_code).filter((business) => procedures.business_ids.includes(business.business_id));
}

/** Possibility for the draft's step 1 over the registry's procedures; `today` is the day in Japan (YYYY/MM/DD). */
export function computePossibility(attributes: SessionAttributes, domain: DomainData, today: string, registry: ProcedureRegistry): PossibilitySection {
  const moving = attributes.moving.values;
  const procedures = attributes.procedures.values;
  const ready = attributes.moving.status === inputStatus.complete && attributes.procedures.status === inputStatus.complete;
  if (!ready || !moving || !procedures) return possibilityNone;

  const entries = movingEntries(moving, domain);
  const possibleStatuses = registry.all
    .filter((entry) => procedures.procedures.includes(entry.code))
    .map((entry) => {
      if (isMunicipalityEntry(entry)) return municipalityStatus(entry, moving, entries, domain, today);
      return chosenBusinessesServing(moving, procedures, domain).length > 0
        ? applicable(entry.code, null)
        : notApplicable(entry.code, null, possibilityReasons.noBusinessInArea);
    });
  return { status: inputStatus.complete, moving: entries, possible_statuses: possibleStatuses };
}
