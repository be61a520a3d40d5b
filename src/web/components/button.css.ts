import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { desktop } from '../styles/layout';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  // 48px keeps the target comfortably above WCAG 2.2's 24px minimum on phones.
  minHeight: '48px',
  padding: '12px 24px',
  borderRadius: tokens.radius.medium,
  border: '1px solid transparent',
  fontFamily: 'inherit',
  fontSize: tokens.font.size16,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  '@media': { [desktop]: { width: 'auto', minWidth: '320px', minHeight: '56px' } },
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const primaryButton = style([
  base,
  {
    backgroundColor: tokens.color.blue900,
    color: tokens.color.white,
    selectors: {
      // A link drawn as a button keeps the button's colours over the global a:visited / a:hover.
      '&:link, &:visited': { color: tokens.color.white },
      '&:hover:not(:disabled)': { backgroundColor: tokens.color.blue1000, color: tokens.color.white, textDecoration: 'underline' },
      '&:active:not(:disabled)': { backgroundColor: tokens.color.blue1200 },
      '&:disabled': { backgroundColor: tokens.color.gray420, color: tokens.color.white },
    },
  },
]);

export const secondaryButton = style([
  base,
  {
    backgroundColor: tokens.color.white,
    color: tokens.color.blue900,
    borderColor: tokens.color.blue900,
    selectors: {
      '&:link, &:visited': { color: tokens.color.blue900 },
      '&:hover:not(:disabled)': { backgroundColor: tokens.color.blue50, color: tokens.color.blue1000, textDecoration: 'underline' },
      '&:active:not(:disabled)': { backgroundColor: tokens.color.blue100 },
      '&:disabled': { borderColor: tokens.color.gray420, color: tokens.color.gray600 },
    },
  },
]);
