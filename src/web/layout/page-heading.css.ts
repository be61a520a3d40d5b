import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { desktop } from '../styles/layout';

export const pageHeading = style({
  fontSize: tokens.font.size24,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  marginBottom: '24px',
  '@media': { [desktop]: { fontSize: tokens.font.size32, marginBottom: '32px' } },
});

export const lead = style({
  fontSize: tokens.font.size16,
  marginBottom: '24px',
  '@media': { [desktop]: { fontSize: tokens.font.size17 } },
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
});

/** A titled part of a page below its heading (an h2), e.g. the top page's 「できること」. */
export const pageSection = style({
  marginTop: '40px',
});

export const sectionHeading = style({
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  marginBottom: '16px',
  '@media': { [desktop]: { fontSize: tokens.font.size24 } },
});
