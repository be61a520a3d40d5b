// The contract's shapes the section pages work with. The calls themselves live in the data
// layer: src/web/api/drafts.ts (the draft) and src/web/api/catalogue.ts (lifeline businesses).
import type { components } from '#shared/api/schema';

export type { FormUpdateRequest, SessionData } from '../../../api/drafts';
export type { LifelineBusiness } from '../../../api/catalogue';
export type UserInfo = components['schemas']['UserInfo'];
/** The phases whose drafts the section pages edit (the normal flow's and the addition's). */
export type DraftPhase = components['schemas']['FormUpdateApplicant']['phase'];
