import { keyframes, style } from '@vanilla-extract/css';
import { tokens } from '../../styles/tokens.css';
import { desktop } from '../../styles/layout';

/** The identity data: a list of terms and values in a bordered card. */
export const identity = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '4px 24px',
  margin: '0 0 32px',
  padding: '24px 16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  '@media': { [desktop]: { gridTemplateColumns: 'max-content 1fr', padding: '32px' } },
});

export const term = style({
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
  '@media': { [desktop]: { gridColumn: 1 } },
});

export const value = style({
  margin: '0 0 12px',
  '@media': { [desktop]: { gridColumn: 2, margin: 0 } },
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

/** A plain notice (the wait, the time-out): a bar on the left. */
export const notice = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.blue900}`,
  backgroundColor: tokens.color.blue50,
  color: tokens.color.gray900,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The busy indicator: a ring turning (still when the resident asks for reduced motion). */
export const spinner = style({
  width: '40px',
  height: '40px',
  border: `4px solid ${tokens.color.gray420}`,
  borderTopColor: tokens.color.blue900,
  borderRadius: '50%',
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` } },
});

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  gap: '16px',
  marginBottom: '24px',
});
