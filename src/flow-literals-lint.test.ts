// No phase or flow literal outside the flow registry (issue 25): this lints probe snippets with the
// project's config, so a change to eslint.config.js that stops the rule from firing fails here.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './lint-probe';

const rule = 'flow-registry/no-flow-literals';

describe('no phase or flow literal outside the flow registry', () => {
  it.each([
    ['a phase compared with a number', 'src/web/probe.ts', 'export const probe = (draft: { phase: number }) => draft.phase === 1;\n'],
    ['a number compared with a phase', 'machines/probe.ts', 'export const probe = (phase: number) => 2 !== phase;\n'],
    ['a phase number in an object', 'src/web/api/probe.ts', 'export const probe = { phase: 3 };\n'],
    ['a phase number as a type', 'src/web/api/probe.ts', 'export const probe = (phase: 2) => phase;\n'],
    ['a session read as a string', 'machines/probe.ts', "export const probe = 'user_session/2';\n"],
    ['a session read in a template', 'src/web/session/probe.ts', 'export const probe = (id: string) => `user_session/1?id=${id}`;\n'],
    ["a flow's name compared", 'src/web/flows/common/probe.ts', "export const probe = (flow: { name: string }) => flow.name === 'revocation';\n"],
    ["a flow's name compared either way round", 'src/shared/probe.ts', "export const probe = (flow: { name: string }) => 'normal' !== flow.name;\n"],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain(rule);
  });

  it('allows reading phases, session reads and properties from the registry', async () => {
    const code = [
      "import { flows, sessionReadOf, type FlowDefinition } from '#shared/flows';",
      'export const probe = (flow: FlowDefinition, phase: number) => [',
      '  phase === flows.normal.phase,',
      '  { phase: flows.revocation.phase },',
      '  sessionReadOf(flow),',
      '  `user_session/${phase}`,',
      '  flow.cancelsApplication,',
      "  flow.label === 'normal',",
      '];',
      '',
    ].join('\n');
    expect(await rulesBroken('src/web/flows/common/probe.ts', code)).toEqual([]);
  });

  it('leaves the registry and the tests to speak the numbers', async () => {
    expect(await rulesBroken('src/shared/flows.ts', 'export const probe = { phase: 1 };\n')).not.toContain(rule);
    expect(await rulesBroken('src/web/probe.test.ts', "export const probe = 'user_session/1';\n")).not.toContain(rule);
  });
}, 60_000);
