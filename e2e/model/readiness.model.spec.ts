// Browser tests generated from the readiness page's machine (e2e/model/browser-model.ts).
import { describeBrowserModel } from './browser-model';
import { readinessModel } from './readiness.model';

describeBrowserModel(readinessModel);
