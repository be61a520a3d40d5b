// Browser tests generated from the addition flow's machine (e2e/model/browser-model.ts).
import { describeBrowserModel } from './browser-model';
import { additionFlowModel } from './addition-flow.model';

describeBrowserModel(additionFlowModel);
