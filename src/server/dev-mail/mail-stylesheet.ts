// The mailbox's stylesheet: the development inbox's, with the list's narrow-layout labels and
// the rules of the source blocks.
import { inboxStylesheet } from '../dev-inbox/inbox-stylesheet';
import { mailTable } from './mail-pages';

const cellLabels = mailTable.columns
  .map((column, index) => `.${mailTable.className} tbody tr>:nth-child(${index + 1})::before{content:"${column}";content:"${column}" / ""}`)
  .join('\n');

export const mailStylesheet = `${inboxStylesheet}
.mail-source{background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem;max-height:32em;overflow:auto}
.mail-source:focus-visible{outline:4px solid #0f0f10;outline-offset:2px}
.mail-summary,.mail-headers{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px}
.mail-summary dt,.mail-headers dt{font-weight:700}
.mail-summary dd,.mail-headers dd{margin:0;overflow-wrap:anywhere}
@media (max-width:63.99em){
${cellLabels}
.mail-summary,.mail-headers{grid-template-columns:1fr}
.mail-summary dd,.mail-headers dd{margin-bottom:8px}
}
`;
