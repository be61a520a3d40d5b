// The inbox pages' stylesheet: the dev IdP's, widened for the table, plus the table's own rules.
// Below 64em the tables do not fit their columns (issue 24, point 8): each row becomes a card
// whose cells are lines under their column's name, so nothing is squeezed or off screen.
import { idpStylesheet } from '../dev-idp/idp-stylesheet';
import { inboxTables } from './inbox-pages';

/**
 * Each cell's column name above it, from the tables' own columns. The text after the slash is
 * the name's alternative for assistive technology: none, since the cell's header says it already.
 */
const cellLabels = Object.values(inboxTables)
  .flatMap(({ className, columns }) =>
    columns.map((column, index) => `.${className} tbody tr>:nth-child(${index + 1})::before{content:"${column}";content:"${column}" / ""}`),
  )
  .join('\n');

export const inboxStylesheet = `${idpStylesheet}
.inbox-main{max-width:1200px}
.inbox-list{padding-left:1.5em}
.inbox-notice{background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px;overflow-wrap:anywhere}
.inbox-table-wrap{margin-bottom:32px}
.inbox-table{border-collapse:collapse;width:100%;background:#fff}
.inbox-table caption{text-align:left;font-weight:700;margin-bottom:8px}
.inbox-table th,.inbox-table td{border:1px solid #767676;padding:8px;text-align:left;vertical-align:top;min-width:5em;overflow-wrap:anywhere}
.inbox-action{display:inline-block;margin:0 8px 8px 0}
.inbox-action label{display:block;font-weight:700}
.inbox-button{min-width:6em}
@media (max-width:63.99em){
.inbox-table,.inbox-table caption,.inbox-table tbody,.inbox-table tr,.inbox-table th,.inbox-table td{display:block}
.inbox-table{background:none}
.inbox-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.inbox-table tbody tr{background:#fff;border:1px solid #767676;border-radius:8px;margin-bottom:16px;padding:8px 16px}
.inbox-table th,.inbox-table td{border:0;padding:4px 0;min-width:0}
.inbox-table tbody tr>*::before{display:block;font-size:.875rem;font-weight:700;color:#41414b}
${cellLabels}
.inbox-action{display:block;margin:8px 0}
.inbox-action .idp-input-wide{max-width:none}
}
`;
