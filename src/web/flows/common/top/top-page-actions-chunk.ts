// The chunk of the top page's actions (top-page-actions.tsx): the page renders it, and the entry
// starts it beside the first chunk on a top page (shell/page-chunks.ts). No React here.
import { chunk } from '../../../routing/chunk';

export const topPageActionsChunk = chunk(() => import('./top-page-actions'));
