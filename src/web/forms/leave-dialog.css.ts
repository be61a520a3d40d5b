// The leave dialog: a modal panel in the middle of the screen, its buttons side by side on desktop.
import { style } from '@vanilla-extract/css';
import { desktop } from '../styles/layout';
import { tokens } from '../styles/tokens.css';

export const dialog = style({
  width: 'min(560px, calc(100vw - 32px))',
  padding: '24px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.white,
  color: tokens.color.gray900,
  selectors: {
    '&::backdrop': { backgroundColor: 'rgba(0, 0, 0, 0.5)' },
  },
});

export const title = style({
  margin: '0 0 12px',
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  marginTop: '24px',
  '@media': { [desktop]: { flexDirection: 'row', flexWrap: 'wrap' } },
});
