import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

export const list = style({
  margin: 0,
  paddingLeft: '1.5em',
});

export const loginBox = style({
  marginTop: '24px',
  padding: '24px 16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.gray50,
  '@media': { [desktop]: { padding: '32px' } },
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: '16px',
  '@media': { [desktop]: { alignItems: 'center' } },
});

export const note = style({
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
  textAlign: 'center',
});

export const alert = style({
  marginTop: '16px',
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.error}`,
  backgroundColor: tokens.color.errorBg,
  color: tokens.color.gray900,
});

/** 「ログアウトしました。」: a status, not an error. */
export const notice = style({
  marginBottom: '24px',
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.blue900}`,
  backgroundColor: tokens.color.gray50,
  color: tokens.color.gray900,
});
