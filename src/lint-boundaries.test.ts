// The architecture's boundaries are lint rules (decision 017): this lints probe files placed in
// each zone, so a change to eslint.config.js that silently stops a rule from firing fails here.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './lint-probe';

describe('lint boundaries', () => {
  it.each([
    ['a flow importing another flow', 'src/web/flows/normal/probe.ts', "import { TopPage } from '../common/top/top-page';\nexport const probe = TopPage;\n"],
    ['a flow importing the shell', 'src/web/flows/normal/probe.ts', "import { AppRoutes } from '../../shell/app-routes';\nexport const probe = AppRoutes;\n"],
    ['the foundation importing a flow', 'src/web/forms/probe.ts', "import { TopPage } from '../flows/common/top/top-page';\nexport const probe = TopPage;\n"],
    ['a repository importing the domain', 'src/server/repositories/probe.ts', "import { createSubmissionService } from '../submission/submission-service';\nexport const probe = createSubmissionService;\n"],
    ['domain code importing the API layer', 'src/server/submission/probe.ts', "import { registerApi } from '../api/register-api';\nexport const probe = registerApi;\n"],
    ['a plugin importing a handler', 'src/server/plugins/probe.ts', "import { createSessionHandlers } from '../api/handlers/session-handlers';\nexport const probe = createSessionHandlers;\n"],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('allows a flow to build on the foundation and on src/shared', async () => {
    const code = "import { apiClient } from '../../../api/client';\nimport { flows } from '#shared/flows';\nexport const probe = [apiClient, flows];\n";
    expect(await rulesBroken('src/web/flows/normal/step/probe.ts', code)).toEqual([]);
  });

  it('keeps machines pure', async () => {
    expect(await rulesBroken('machines/probe.ts', "export const probe = () => fetch('/');\n")).toContain('no-restricted-globals');
  });

  it('keeps web and server apart', async () => {
    expect(await rulesBroken('src/web/probe.ts', "import { buildApp } from '../server/app';\nexport const probe = buildApp;\n")).toContain('no-restricted-imports');
  });
}, 60_000);
