import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '24px',
  textAlign: 'center',
});

export const illustration = style({
  width: '160px',
  height: '120px',
  '@media': { [desktop]: { width: '200px', height: '150px' } },
});

/** The page heading's own bottom margin would double the flex gap. */
export const heading = style({
  selectors: { '&&': { marginBottom: 0 } },
});

/** The reference line with the English sentence the spec fixes: quiet, below the actions (its font: the lang rule in global styles). */
export const englishNote = style({
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
});

export const lead = style({
  maxWidth: '36em',
  textAlign: 'left',
  fontSize: tokens.font.size16,
  '@media': { [desktop]: { fontSize: tokens.font.size17 } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '16px',
  width: '100%',
});

const stroke = { fill: 'none', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const shadow = style({ fill: tokens.color.gray100 });
export const paper = style({ ...stroke, fill: tokens.color.white, stroke: tokens.color.gray600 });
export const line = style({ ...stroke, stroke: tokens.color.gray600 });
export const accentLine = style({ ...stroke, stroke: tokens.color.blue900 });
export const accentFill = style({ fill: tokens.color.blue900 });
