// The inbox pages' stylesheet: the dev IdP's, widened for the table, plus the table's own rules.
import { idpStylesheet } from '../dev-idp/idp-stylesheet';

export const inboxStylesheet = `${idpStylesheet}
.inbox-main{max-width:1200px}
.inbox-list{padding-left:1.5em}
.inbox-notice{background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px}
.inbox-table-wrap{overflow-x:auto;margin-bottom:32px}
.inbox-table{border-collapse:collapse;width:100%;background:#fff}
.inbox-table caption{text-align:left;font-weight:700;margin-bottom:8px}
.inbox-table th,.inbox-table td{border:1px solid #767676;padding:8px;text-align:left;vertical-align:top}
.inbox-action{display:inline-block;margin:0 8px 8px 0}
.inbox-action label{display:block;font-weight:700}
.inbox-button{min-width:6em}
`;
