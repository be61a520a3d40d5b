// Browser tests generated from マイページ's machine (e2e/model/browser-model.ts).
import { describeBrowserModel } from './browser-model';
import { myPageModel } from './my-page.model';

describeBrowserModel(myPageModel);
