// Browser tests generated from the normal flow's machine (e2e/model/browser-model.ts).
import { describeBrowserModel } from './browser-model';
import { normalFlowModel } from './normal-flow.model';

describeBrowserModel(normalFlowModel);
