// A resident of their own for each generated path and width (issue 29): a path's server state (a
// draft, a locked card) outlives it, and lanes run both widths against one server. The residents
// are made from the fixture's own cases (an ordinary resident, a card one wrong try from locking)
// and added to the development provider's list through DEV_IDP_RESIDENTS_FILE (playwright.config.ts).
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { residents, residentNamed, type FixtureResident } from '../support/residents';

/** The fixture resident each kind is copied from. */
const templates = {
  ordinary: residentNamed('青木', '陽斗'),
  locking: residentNamed('伊藤', '翔'),
  identityUpdated: residentNamed('上野', '翼'),
  identityFails: residentNamed('坂本', '蒼'),
  identityPending: residentNamed('遠藤', '光'),
} as const;

export type ModelResidentKind = keyof typeof templates;

const kindCodes: Readonly<Record<ModelResidentKind, string>> = { ordinary: 'A', locking: 'L', identityUpdated: 'U', identityFails: 'F', identityPending: 'P' };

/**
 * The models, in a fixed order, and how many residents of each kind each may use per width: a
 * block of its own. A model whose paths ask for more fails at collection.
 */
const blocks = {
  'normal-flow': { ordinary: 10, locking: 5 },
  'addition-flow': { ordinary: 10 },
  'revocation-flow': { ordinary: 16 },
  signing: { ordinary: 8, locking: 3 },
  'identity-update': { identityUpdated: 2, identityFails: 2, identityPending: 3 },
  'my-page': { ordinary: 8 },
  readiness: { ordinary: 4 },
} as const satisfies Record<string, Partial<Record<ModelResidentKind, number>>>;

export type ModelName = keyof typeof blocks;
const modelNames = Object.keys(blocks) as ModelName[];
const blockOf = (model: ModelName): Partial<Record<ModelResidentKind, number>> => blocks[model];

const widths = ['mobile-375', 'desktop-1366'] as const;

function modelResidentAt(model: ModelName, kind: ModelResidentKind, index: number, width: number): FixtureResident & Record<string, unknown> {
  const template = templates[kind] as FixtureResident & Record<string, unknown>;
  const modelNumber = modelNames.indexOf(model);
  const label = `${kindCodes[kind]}${modelNumber}${String(index).padStart(2, '0')}${width === 0 ? 's' : 'w'}`;
  return {
    ...template,
    sub: `modelpath${label}padding`,
    description: `ブラウザのモデルテスト用（${String(template.description)}）`,
    family_name: '検証',
    given_name: label,
    family_name_kana: 'ケンショウ',
    given_name_kana: 'モデル',
    email: `model-${label.toLowerCase()}@example.com`,
  };
}

/** The resident of path `index` of `model` at the project's width. */
export function modelResident(model: ModelName, kind: ModelResidentKind, index: number, projectName: string): FixtureResident {
  const size = blockOf(model)[kind] ?? 0;
  if (index >= size) throw new Error(`${model}: more than ${size} paths with a resident of kind ${kind} (e2e/model/model-residents.ts)`);
  const width = widths.findIndex((name) => name === projectName);
  if (width < 0) throw new Error(`no model residents for project ${projectName}`);
  return modelResidentAt(model, kind, index, width);
}

/** The fixture with every model resident added, written where the servers read it; answers its path. */
export function writeModelResidentsFile(directory: string): string {
  const all = [
    ...residents,
    ...modelNames.flatMap((model) =>
      Object.entries(blockOf(model)).flatMap(([kind, size]) =>
        Array.from({ length: size }, (_, index) => widths.map((_, width) => modelResidentAt(model, kind as ModelResidentKind, index, width))).flat())),
  ];
  mkdirSync(directory, { recursive: true });
  const file = path.join(directory, 'e2e-residents.json');
  // Every worker evaluates the config: write aside, then rename, so no server reads half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(all));
  renameSync(partial, file);
  return path.resolve(file);
}
