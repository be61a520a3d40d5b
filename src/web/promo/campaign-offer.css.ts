import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { desktop } from '../styles/layout';

/** The offer's panel: a bar on the left, like the forms' notices. */
export const offer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  marginBottom: '32px',
  padding: '16px',
  borderLeft: `4px solid ${tokens.color.blue900}`,
  backgroundColor: tokens.color.blue50,
  color: tokens.color.gray900,
});

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

/** What became of the code the resident came with: a status, toned like the forms' notices. */
export const saveNotice = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.blue900}`,
  backgroundColor: tokens.color.blue50,
  color: tokens.color.gray900,
});
