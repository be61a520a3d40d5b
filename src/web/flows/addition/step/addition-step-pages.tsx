// The addition's three step routes in one lazy chunk, so moving between them never waits for
// code, each page inside the provider of the one addition-flow actor.
import { AdditionConfirmPage } from './addition-confirm-page';
import { AdditionFlowProvider } from './addition-flow';
import { AdditionInputPage } from './addition-input-page';
import { AdditionThanksPage } from './addition-thanks-page';

export type AdditionStepRouteName = 'after-step' | 'after-step-confirm' | 'after-step-thanks';

const pages = {
  'after-step': AdditionInputPage,
  'after-step-confirm': AdditionConfirmPage,
  'after-step-thanks': AdditionThanksPage,
} as const satisfies Record<AdditionStepRouteName, () => unknown>;

export function AdditionStepRoutePage({ route }: { route: AdditionStepRouteName }) {
  const Page = pages[route];
  return (
    <AdditionFlowProvider>
      <Page />
    </AdditionFlowProvider>
  );
}
