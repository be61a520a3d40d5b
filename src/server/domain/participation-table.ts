// Which municipalities take part in the service (brief §5): each participating municipality,
// by its 6-digit JIS code, with the procedures it accepts online and its office (窓口). Every
// other municipality does not take part. The development seed lists about ten real ones;
// production names its own directory with CATALOGUE_DIR (decisions 011, 032).
import { z } from 'zod';
import { shippedProcedures, type ProcedureKind } from '#shared/procedures';
import { deliveryEndpointSchema, jisCodeSchema, listUniqueBy, phoneSchema, readSeed } from './seed-validation';
import { visitSlotsSchema } from './visit-slots';
import { defaultCatalogueDir } from './catalogue-directory';

const participant = z.strictObject({
  jis_code: jisCodeSchema,
  name: z.string().min(1),
  /** Codes of the procedure registry (a code it does not offer is never asked about). */
  procedures: z.array(z.string().regex(/^[a-z][a-z0-9_]{0,39}$/).refine((code) => shippedProcedures.entryOf(code)?.recipient !== 'business')).min(1),
  office: z.strictObject({
    /** The counter residents go to, e.g. 千代田区役所 総合窓口課. */
    name: z.string().min(1),
    address: z.string().min(1),
    phone: phoneSchema,
    hours: z.string().min(1),
  }),
  /** Where the municipality receives its 転出届 and visit reservations (decision 019). */
  delivery_endpoint: deliveryEndpointSchema,
  /** The times a resident can book on each office day, with how many each takes (issue 27); absent: a date only. */
  visit_slots: visitSlotsSchema.optional(),
});

export type Participant = z.infer<typeof participant>;

/** The participation table's domain rules (decision 011), after its JSON Schema. */
export const participationSchema = listUniqueBy(participant, 'jis_code');

export interface ParticipationTable {
  /** The participating municipality, or null when it does not take part. */
  participant(jisCode: string): Participant | null;
  /** Whether the municipality accepts `procedure` online (false when it does not take part). */
  accepts(jisCode: string, procedure: ProcedureKind): boolean;
  readonly all: readonly Participant[];
}

export function participationTable(list: readonly Participant[]): ParticipationTable {
  const byCode = new Map(list.map((item) => [item.jis_code, item]));
  return {
    participant: (code) => byCode.get(code) ?? null,
    accepts: (code, procedure) => byCode.get(code)?.procedures.includes(procedure) ?? false,
    all: list,
  };
}

export const defaultParticipationFile = new URL('participating-municipalities.json', defaultCatalogueDir);

export async function loadParticipationTable(file: URL | string = defaultParticipationFile): Promise<ParticipationTable> {
  return participationTable(await readSeed(participationSchema, file, 'participation table'));
}
