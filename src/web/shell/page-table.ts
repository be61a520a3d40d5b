// Every route's page, from the flows' own tables (flows/<flow>/pages.ts). The table is typed over
// the route table's names, so a route without a page does not compile. No React here: the entry
// (main.tsx) starts the current route's chunk from it while the first chunk is still arriving.
import type { PageTable } from '../routing/page-loader';
import { additionPages } from '../flows/addition/pages';
import { commonPages } from '../flows/common/pages';
import { identityUpdatePages } from '../flows/identity-update/pages';
import { normalPages } from '../flows/normal/pages';
import { revocationPages } from '../flows/revocation/pages';

export const pageTable = {
  ...commonPages,
  ...normalPages,
  ...additionPages,
  ...revocationPages,
  ...identityUpdatePages,
} satisfies PageTable;
