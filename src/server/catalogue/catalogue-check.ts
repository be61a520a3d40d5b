// Reads and checks a catalogue directory (issue 30, decision 032) in two layers: each file
// against its published JSON Schema (schema/*.schema.json), then the rules a schema cannot say
// (check digits, registry codes, duplicates, dates in order) and those across files (a campaign
// naming an unknown business). Every error names its file and line. The start, a reload and
// `npm run catalogue -- check` all call this one function.
import { readFile } from 'node:fs/promises';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { z } from 'zod';
import type { CounterProcedureEntry } from '#shared/counter-procedures';
import { campaignTableOf, campaignsSchema, type CampaignTable } from '../domain/campaigns';
import { counterProceduresSchema } from '../domain/counter-procedure-table';
import { lifelineCatalogue, lifelineSchema, type LifelineCatalogue } from '../domain/lifeline-catalogue';
import { participationSchema, participationTable, type ParticipationTable } from '../domain/participation-table';
import campaignsJsonSchema from './schema/campaigns.schema.json';
import counterProceduresJsonSchema from './schema/counter-procedures.schema.json';
import lifelineJsonSchema from './schema/lifeline-businesses.schema.json';
import participationJsonSchema from './schema/participating-municipalities.schema.json';
import { canonicalHash } from './canonical-json';
import { JsonSyntaxError, parseJsonWithLines, pointerOf, type JsonWithLines } from './json-lines';

/** The files of a catalogue directory, each with its JSON Schema and its domain rules. */
export const catalogueFiles = {
  'participating-municipalities.json': { jsonSchema: participationJsonSchema, rules: participationSchema },
  'lifeline-businesses.json': { jsonSchema: lifelineJsonSchema, rules: lifelineSchema },
  'campaigns.json': { jsonSchema: campaignsJsonSchema, rules: campaignsSchema },
  'counter-procedures.json': { jsonSchema: counterProceduresJsonSchema, rules: counterProceduresSchema },
} as const satisfies Record<string, { jsonSchema: object; rules: z.ZodType }>;

export type CatalogueFile = keyof typeof catalogueFiles;
const fileNames = Object.keys(catalogueFiles) as CatalogueFile[];

/** One mistake: its file, its line (absent when the file itself is missing) and what is wrong. */
export interface CatalogueIssue {
  file: CatalogueFile;
  line?: number;
  message: string;
}

/** The files' contents as read, by file: what the database keeps and `diff` compares. */
export type CatalogueContent = Record<CatalogueFile, unknown>;

/** A catalogue that passed both layers, as the domain reads it. */
export interface Catalogue {
  participation: ParticipationTable;
  lifeline: LifelineCatalogue;
  campaigns: CampaignTable;
  counterProcedures: readonly CounterProcedureEntry[];
  content: CatalogueContent;
  /** sha256 of the content's canonical JSON: the same catalogue has the same hash wherever it is read. */
  hash: string;
}

export type CatalogueCheck = { ok: true; catalogue: Catalogue } | { ok: false; issues: CatalogueIssue[] };

/** `file:line: message`, as an editor jumps to it. */
export const formatIssue = ({ file, line, message }: CatalogueIssue): string => `${file}${line === undefined ? '' : `:${line}`}: ${message}`;

let validators: Record<CatalogueFile, ValidateFunction> | undefined;
/** Compiled on first use: a process that never reads a catalogue does not pay for it. */
function schemaValidators(): Record<CatalogueFile, ValidateFunction> {
  if (validators) return validators;
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, strict: true });
  addFormats(ajv, ['date']);
  validators = Object.fromEntries(fileNames.map((name) => [name, ajv.compile(catalogueFiles[name].jsonSchema)])) as Record<CatalogueFile, ValidateFunction>;
  return validators;
}

/** An ajv error in words an operator reads: where, and what is wrong. */
function schemaMessage({ instancePath, message, keyword, params }: ErrorObject): string {
  const where = instancePath || '(the file)';
  if (keyword === 'additionalProperties') return `${where}: unknown property "${String(params.additionalProperty)}"`;
  if (keyword === 'required') return `${where}: required property "${String(params.missingProperty)}" is missing`;
  if (keyword === 'enum') return `${where}: ${message ?? 'invalid'}: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
  return `${where}: ${message ?? 'invalid'}`;
}

const fileLocation = (dir: URL | string, name: string): URL | string => (dir instanceof URL ? new URL(name, dir) : `${dir.replace(/\/?$/, '/')}${name}`);

interface CheckedFile {
  value: unknown;
  /** The parsed text's lines; absent when the file could not be read or parsed. */
  lines?: JsonWithLines;
  /** Whether it passed its JSON Schema: its shape is known, so the rules across files can read it. */
  shaped: boolean;
  issues: CatalogueIssue[];
}

/** One file read and checked on its own: its value and lines, and its issues. */
async function checkFile(dir: URL | string, name: CatalogueFile): Promise<CheckedFile> {
  let text: string;
  try {
    text = await readFile(fileLocation(dir, name), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { value: undefined, shaped: false, issues: [{ file: name, message: code === 'ENOENT' ? 'the file is missing' : `cannot be read (${code ?? 'error'})` }] };
  }
  let parsed: JsonWithLines;
  try {
    // A byte order mark, as some editors save one, is not a mistake in the catalogue.
    parsed = parseJsonWithLines(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { value: undefined, shaped: false, issues: [{ file: name, line: error.line, message: error.message }] };
  }
  const validate = schemaValidators()[name];
  if (!validate(parsed.value)) {
    const issues = (validate.errors ?? []).map((error) => ({ file: name, line: parsed.lineOf(error.instancePath), message: schemaMessage(error) }));
    return { value: parsed.value, lines: parsed, shaped: false, issues };
  }
  // The second layer only once the first passed: schema errors first, then the domain's.
  const ruled = catalogueFiles[name].rules.safeParse(parsed.value);
  if (ruled.success) return { value: parsed.value, lines: parsed, shaped: true, issues: [] };
  const issues = ruled.error.issues.map((issue) => {
    const pointer = pointerOf(issue.path);
    return { file: name, line: parsed.lineOf(pointer), message: `${pointer || '(the file)'}: ${issue.message}` };
  });
  return { value: parsed.value, lines: parsed, shaped: true, issues };
}

/** Rules across files: each campaign offer names a business of the lifeline catalogue. */
function crossFileIssues(content: CatalogueContent, lines: (file: CatalogueFile, pointer: string) => number): CatalogueIssue[] {
  const businesses = new Set((content['lifeline-businesses.json'] as { business_id: string }[]).map((entry) => entry.business_id));
  const campaigns = content['campaigns.json'] as { offers: { business_id: string }[] }[];
  return campaigns.flatMap((campaign, index) =>
    campaign.offers.flatMap((offer, offerIndex) => {
      if (businesses.has(offer.business_id)) return [];
      const pointer = pointerOf([index, 'offers', offerIndex, 'business_id']);
      return [{ file: 'campaigns.json' as const, line: lines('campaigns.json', pointer), message: `${pointer}: unknown business "${offer.business_id}" (not in lifeline-businesses.json)` }];
    }),
  );
}

/** Reads and checks every file of the directory; the catalogue, or every issue found. */
export async function checkCatalogue(dir: URL | string): Promise<CatalogueCheck> {
  const checked = new Map(await Promise.all(fileNames.map(async (name) => [name, await checkFile(dir, name)] as const)));
  const content = Object.fromEntries(fileNames.map((name) => [name, checked.get(name)?.value])) as CatalogueContent;
  // Across files once both files' shapes are known, so one run reports as much as it can.
  const across = checked.get('lifeline-businesses.json')?.shaped && checked.get('campaigns.json')?.shaped ? crossFileIssues(content, (file, pointer) => checked.get(file)?.lines?.lineOf(pointer) ?? 1) : [];
  const issues = [...[...checked.values()].flatMap((file) => file.issues), ...across];
  if (issues.length > 0) return { ok: false, issues };

  const participation = participationTable(content['participating-municipalities.json'] as z.infer<typeof participationSchema>);
  const lifeline = lifelineCatalogue(content['lifeline-businesses.json'] as z.infer<typeof lifelineSchema>);
  return {
    ok: true,
    catalogue: {
      participation,
      lifeline,
      campaigns: campaignTableOf(content['campaigns.json'] as z.infer<typeof campaignsSchema>, lifeline),
      counterProcedures: content['counter-procedures.json'] as z.infer<typeof counterProceduresSchema>,
      content,
      hash: canonicalHash(content),
    },
  };
}
