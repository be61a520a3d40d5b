// The development statecharts' stylesheet: the development inbox's (tables, links), a wide main
// column for the drawings, and the statechart's live classes (statechart-svg.ts's markup).
import { inboxStylesheet } from '../dev-inbox/inbox-stylesheet';

export const flowsStylesheet = `${inboxStylesheet}
.flows-main{max-width:none}
.flows-section{margin:48px 0}
.flows-id{font-weight:400;font-size:1rem;color:#41414b}
.flows-status{background:#fff;border:1px solid #767676;border-radius:8px;padding:12px 16px}
.flows-now{font-weight:700}
.flows-figure{overflow:auto;max-height:80vh;background:#fff;border:1px solid #767676;border-radius:8px;padding:8px;margin-bottom:16px}
.flows-figure:focus-visible{outline:4px solid #0f0f10;outline-offset:2px}
.flows-figure svg{display:block;max-width:none;height:auto}
.flows-details summary{cursor:pointer;font-weight:700;color:#00118f;margin-bottom:16px}
.statechart .sc-state{cursor:pointer}
.statechart .sc-current>rect:first-of-type{stroke:#0017c1;stroke-width:5px}
.statechart .sc-current:not(.sc-compound)>rect:first-of-type{fill:#fff3b0}
.statechart .sc-selected>rect:first-of-type{stroke-dasharray:6 3}
.statechart .sc-transition.sc-selected path{stroke:#c61c1c;stroke-width:3px}
.statechart .sc-transition.sc-selected text{fill:#c61c1c;font-weight:700}
.statechart [data-state]:target>rect:first-of-type{stroke:#c61c1c;stroke-width:5px}
`;
