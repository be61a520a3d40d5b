import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';

/** The change form inside the visit panel (issue 27): on white, as every form is, so its texts keep their contrast. */
export const changeForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  padding: '16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.white,
});

export const heading = style({
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '12px',
});

export const refusal = style({
  fontWeight: tokens.font.weightBold,
});

export const changed = style({
  fontWeight: tokens.font.weightBold,
});
