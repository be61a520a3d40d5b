import { useEffect } from 'react';
import { PendingContent } from '../layout/pending-content';
import { loadingActivity } from '../loading/loading-activity';

/** Suspense fallback while a lazy page chunk loads: counts as loading for the progress bar. */
export function ChunkLoading() {
  useEffect(() => loadingActivity.begin(), []);
  return <PendingContent />;
}
