// What a section page's 保存する does: save the section (user_session_form_update), and after a
// save without field errors go back to `?return_to=` with the draft the server answered, so the
// step page shows it without reading the draft again (api/draft-handoff.ts).
import type { ApiClient } from '../../../api/client';
import { handOffDraft } from '../../../api/draft-handoff';
import { updateSection, type FormUpdateRequest } from '../../../api/drafts';
import type { ReportApiFailure } from '../../../errors/api-failure';
import type { SaveOutcome } from '../../../forms/section-form';
import type { ReturnTarget } from './return-to';

export interface SectionSaveDeps {
  client: ApiClient;
  report: ReportApiFailure;
  navigate: (path: string) => void;
}

export async function saveSection(deps: SectionSaveDeps, request: FormUpdateRequest, target: ReturnTarget | null): Promise<SaveOutcome> {
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
  if (target !== null) {
    handOffDraft(deps.client, saved.session);
    deps.navigate(target);
  }
  return { kind: 'saved' };
}
