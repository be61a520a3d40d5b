import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

/** The move's 「これまでの経過」 under its applications, set apart by a rule like an addition. */
export const timeline = style({
  marginTop: '24px',
  paddingTop: '16px',
  borderTop: `1px solid ${tokens.color.gray420}`,
});

export const title = style({
  margin: '0 0 8px',
  fontSize: tokens.font.size16,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
});

/** A line down the start joins the entries; each entry sits beside it. */
export const entries = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  margin: 0,
  padding: '0 0 0 16px',
  listStyle: 'none',
  borderLeft: `2px solid ${tokens.color.gray420}`,
});

/**
 * One entry: on a phone its time above the sentence; from the desktop width the time has a
 * column of its own, so the sentences start in one line.
 */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '2px 16px',
  '@media': { [desktop]: { gridTemplateColumns: '11.5em minmax(0, 1fr)' } },
});

export const time = style({
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const text = style({
  margin: 0,
  color: tokens.color.gray900,
  overflowWrap: 'anywhere',
});

/** The 受付番号 an entry belongs to, and a visit's 来庁予定: smaller, under the sentence. */
export const detail = style({
  display: 'block',
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
  fontVariantNumeric: 'tabular-nums',
});

export const receptionNumber = style({
  whiteSpace: 'nowrap',
});
