import { style } from '@vanilla-extract/css';
import { tokens } from '../../styles/tokens.css';
import { desktop } from '../../styles/layout';

export const resident = style({
  padding: '24px 16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  '@media': { [desktop]: { padding: '32px' } },
});

export const residentName = style({
  fontSize: tokens.font.size24,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  '@media': { [desktop]: { fontSize: tokens.font.size28 } },
});

export const residentKana = style({
  marginTop: '4px',
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  marginTop: '32px',
  '@media': { [desktop]: { alignItems: 'flex-start' } },
});

export const alert = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.error}`,
  backgroundColor: tokens.color.errorBg,
  color: tokens.color.gray900,
});
