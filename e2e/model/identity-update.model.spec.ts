// Browser tests generated from the identity update's machine (e2e/model/browser-model.ts).
import { describeBrowserModel } from './browser-model';
import { identityUpdateModel } from './identity-update.model';

describeBrowserModel(identityUpdateModel);
