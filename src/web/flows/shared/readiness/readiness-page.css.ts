// The readiness page (issue 28): the checks as label and value (under each other on a phone,
// side by side from the desktop width), the counter's facts, and the closing note.
import { style } from '@vanilla-extract/css';
import { desktop } from '../../../styles/layout';
import { tokens } from '../../../styles/tokens.css';

export { pageActions as actions } from '../../../layout/page-actions.css';

export const alert = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.error}`,
  backgroundColor: tokens.color.errorBg,
  color: tokens.color.gray900,
});

export const checks = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: '12px',
  margin: '16px 0 24px',
  '@media': { [desktop]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '24px', rowGap: '8px' } },
});

/** A label and its value, kept together on a phone, two cells of the grid from the desktop width. */
export const checkRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': { [desktop]: { display: 'contents' } },
});

export const checkLabel = style({ color: tokens.color.gray700 });

export const checkValue = style({ margin: 0, fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });

/** Where to go instead: the counter, its address, phone and hours. */
export const counterFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '16px',
  rowGap: '2px',
  margin: 0,
});

export const note = style({ marginTop: '24px', fontSize: tokens.font.size14, color: tokens.color.gray700 });
