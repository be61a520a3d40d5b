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
