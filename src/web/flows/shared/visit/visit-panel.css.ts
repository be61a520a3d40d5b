import { style } from '@vanilla-extract/css';
import { desktop } from '../../../styles/layout';
import { tokens } from '../../../styles/tokens.css';
import { box } from './visit-box.css';

/** The visit (issue 27): a tinted box, so it stands apart from the statuses around it. */
export const panel = style([box, { gap: '12px', margin: '16px 0', backgroundColor: tokens.color.gray50 }]);

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: '4px',
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: '16px' } },
});

export const label = style({
  fontWeight: tokens.font.weightBold,
});

export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const bring = style({
  margin: 0,
  paddingLeft: '1.5em',
});
