import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { desktop } from '../styles/layout';

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  padding: '20px 16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  selectors: { '&[data-status="3"]': { borderColor: tokens.color.error, borderWidth: '2px' } },
  '@media': { [desktop]: { padding: '24px' } },
});

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '12px' });

export { blockTitle as title } from './notice.css';

export const label = style({
  padding: '2px 8px',
  borderRadius: tokens.radius.small,
  fontSize: tokens.font.size14,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.white,
  backgroundColor: tokens.color.blue900,
  selectors: { '&[data-status="3"]': { backgroundColor: tokens.color.error } },
});
