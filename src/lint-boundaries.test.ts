// The architecture's boundaries are lint rules (decision 017): this lints probe files placed in
// each zone, so a change to eslint.config.js that silently stops a rule from firing fails here.
import { describe, expect, it } from 'vitest';
import { rulesBroken } from './lint-probe';

describe('lint boundaries', () => {
  it.each([
    ['a flow importing another flow', 'src/web/flows/normal/probe.ts', "import { TopPage } from '../common/top/top-page';\nexport const probe = TopPage;\n"],
    ['a flow importing the shell', 'src/web/flows/normal/probe.ts', "import { AppRoutes } from '../../shell/app-routes';\nexport const probe = AppRoutes;\n"],
    ['the identity update importing another flow', 'src/web/flows/identity-update/probe.ts', "import { MyPage } from '../common/my-page/my-page';\nexport const probe = MyPage;\n"],
    ['what the flows share importing a flow', 'src/web/flows/shared/step/probe.ts', "import { useStepFlow } from '../../normal/step/step-flow';\nexport const probe = useStepFlow;\n"],
    ['the foundation importing a flow', 'src/web/forms/probe.ts', "import { TopPage } from '../flows/common/top/top-page';\nexport const probe = TopPage;\n"],
    ['a repository importing the domain', 'src/server/repositories/probe.ts', "import { createSubmissionService } from '../submission/submission-service';\nexport const probe = createSubmissionService;\n"],
    ['a repository importing the visits', 'src/server/repositories/probe.ts', "import { changeVisit } from '../visits/visit-change';\nexport const probe = changeVisit;\n"],
    ['the mail importing the development mailbox', 'src/server/mail/probe.ts', "import { startMailReceiver } from '../dev-mail/mail-receiver';\nexport const probe = startMailReceiver;\n"],
    ['domain code importing the API layer', 'src/server/submission/probe.ts', "import { registerApi } from '../api/register-api';\nexport const probe = registerApi;\n"],
    ['a plugin importing a handler', 'src/server/plugins/probe.ts', "import { createSessionHandlers } from '../api/handlers/session-handlers';\nexport const probe = createSessionHandlers;\n"],
    ['a server flow importing another flow', 'src/server/flows/addition/probe.ts', "import { newNormalDraft } from '../normal/normal-draft';\nexport const probe = newNormalDraft;\n"],
    ['a server flow importing the table of flows', 'src/server/flows/normal/probe.ts', "import { serverFlows } from '../server-flows';\nexport const probe = serverFlows;\n"],
    ['filed records importing a flow', 'src/server/applications/probe.ts', "import { serverFlows } from '../flows/server-flows';\nexport const probe = serverFlows;\n"],
    ['drafts importing a flow', 'src/server/drafts/probe.ts', "import { newNormalDraft } from '../flows/normal/normal-draft';\nexport const probe = newNormalDraft;\n"],
    ['a delivery importing a draft', 'src/server/deliveries/probe.ts', "import { newDraft } from '../drafts/session-data';\nexport const probe = newDraft;\n"],
    ['a flow importing the submission that runs it', 'src/server/flows/probe.ts', "import { createSubmissionService } from '../submission/submission-service';\nexport const probe = createSubmissionService;\n"],
    ['a job importing a handler', 'src/server/jobs/probe.ts', "import { createSessionHandlers } from '../api/handlers/session-handlers';\nexport const probe = createSessionHandlers;\n"],
    ['the domain importing a development stand-in', 'src/server/identity-update/probe.ts', "import { setUpDevIdentityUpdates } from '../dev-idp/dev-identity-updates';\nexport const probe = setUpDevIdentityUpdates;\n"],
    ['production code importing the test support', 'src/server/ops/probe.ts', "import { FakeClock } from '../testing/fake-clock';\nexport const probe = FakeClock;\n"],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await rulesBroken(filePath, code)).toContain('import-x/no-restricted-paths');
  });

  it('allows a flow to build on the foundation and on src/shared', async () => {
    const code = "import { apiClient } from '../../../api/client';\nimport { flows } from '#shared/flows';\nexport const probe = [apiClient, flows];\n";
    expect(await rulesBroken('src/web/flows/normal/step/probe.ts', code)).toEqual([]);
  });

  it('lets a server test reach across the layers to set up its scene', async () => {
    const code = "import { freshDraft } from '../flows/normal/testing/fresh-draft';\nimport { FakeClock } from '../testing/fake-clock';\nexport const probe = [freshDraft, FakeClock];\n";
    expect(await rulesBroken('src/server/drafts/probe.test.ts', code)).not.toContain('import-x/no-restricted-paths');
  });

  it('allows a flow to build on flows/shared', async () => {
    expect(await rulesBroken('src/web/flows/identity-update/probe.ts', "import { createFlowKit } from '../shared/step/flow-kit';\nexport const probe = createFlowKit;\n")).toEqual([]);
  });

  it('keeps machines pure', async () => {
    expect(await rulesBroken('machines/probe.ts', "export const probe = () => fetch('/');\n")).toContain('no-restricted-globals');
  });

  it('keeps the receipt, calendar and mail packages out of the idle server', async () => {
    expect(await rulesBroken('src/server/receipts/probe.ts', "import PDFDocument from 'pdfkit';\nexport const probe = PDFDocument;\n")).toContain('@typescript-eslint/no-restricted-imports');
    const lazy = "import type { Transporter } from 'nodemailer';\nexport const probe = async (): Promise<Transporter | undefined> => (await import('nodemailer')).default.createTransport({});\n";
    expect(await rulesBroken('src/server/mail/probe.ts', lazy)).toEqual([]);
    expect(await rulesBroken('src/server/mail/probe.test.ts', "import { simpleParser } from 'mailparser';\nexport const probe = simpleParser;\n")).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('keeps web and server apart', async () => {
    expect(await rulesBroken('src/web/probe.ts', "import { buildApp } from '../server/app';\nexport const probe = buildApp;\n")).toContain('no-restricted-imports');
  });
}, 60_000);
