// Browser tests generated from the signing child's machine, inside /step/promptauth (e2e/model/browser-model.ts).
import { describeBrowserModel } from './browser-model';
import { signingModel } from './signing.model';

describeBrowserModel(signingModel);
