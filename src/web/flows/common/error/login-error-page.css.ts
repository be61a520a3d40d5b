import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';

export const note = style({
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
});

export const alert = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.error}`,
  backgroundColor: tokens.color.errorBg,
  color: tokens.color.gray900,
  textAlign: 'left',
});
