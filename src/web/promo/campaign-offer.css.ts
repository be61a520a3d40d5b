// The campaign offer's panel is the forms' notice (forms/notice.css.ts); these are its parts, and
// the top page's campaign code form.
import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { desktop } from '../styles/layout';

export const title = style({
  fontSize: tokens.font.size17,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  '@media': { [desktop]: { fontSize: tokens.font.size20 } },
});

export const offers = style({ margin: 0, paddingLeft: '1.5em' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  '@media': { [desktop]: { flexDirection: 'row', alignItems: 'center' } },
});

/** The top page's campaign code form. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '16px',
});
