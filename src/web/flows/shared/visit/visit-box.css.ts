import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';

/** What the visit panel and its change form share (issue 27): a framed column, and its heading. */
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  padding: '16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
});

export const heading = style({
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
});
