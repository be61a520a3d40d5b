// What a section page's 保存する does: save the section (user_session_form_update), and after a
// save without field errors go back to the overview it came from (`?return_to=`, /step without
// one) with the draft the server answered, so that page shows it without reading the draft again
// (api/draft-handoff.ts), and with focus on the saved section's block (saved-section-store.ts).
import type { ApiClient } from '../../../api/client';
import { handOffDraft } from '../../../api/draft-handoff';
import { updateSection, type FormUpdateRequest } from '../../../api/drafts';
import type { ReportApiFailure } from '../../../errors/api-failure';
import type { SaveOutcome } from '../../../forms/section-form';
import { savedSectionStore } from '../../../stores/saved-section-store';
import type { ReturnTarget } from './return-to';

export interface SectionSaveDeps {
  client: ApiClient;
  report: ReportApiFailure;
  navigate: (path: string) => void;
  /** Whether the section page is still on screen: a save that ends after the resident left it must not pull them back. */
  stillHere: () => boolean;
}

export interface SaveDestination {
  /** The overview to go back to. */
  target: ReturnTarget;
  /** The section page's own path: the overview focuses the block that links to it. */
  sectionPath: string;
}

export async function saveSection(deps: SectionSaveDeps, request: FormUpdateRequest, destination: SaveDestination): Promise<SaveOutcome> {
  let saved;
  try {
    saved = await updateSection(deps.client, request);
  } catch (failure) {
    // Spec §8: any failure of the form update is the temporary case, not an error page; the
    // catalogue says so, and the expiry machine still hears of it.
    deps.report('user_session_form_update', failure);
    return { kind: 'temporary' };
  }
  if (saved.field_errors.length > 0) return { kind: 'field-errors', errors: saved.field_errors };
  if (!deps.stillHere()) return { kind: 'saved' };
  handOffDraft(deps.client, saved.session);
  savedSectionStore.set(destination.sectionPath);
  deps.navigate(destination.target);
  return { kind: 'saved' };
}
