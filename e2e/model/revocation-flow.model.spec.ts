// Browser tests generated from the revocation flow's machine (e2e/model/browser-model.ts).
import { test } from '@playwright/test';
import { describeBrowserModel } from './browser-model';
import { revocationFlowModel } from './revocation-flow.model';

// Each path first sends a normal application and waits until its recipients have it.
test.describe.configure({ timeout: 180_000 });

describeBrowserModel(revocationFlowModel);
