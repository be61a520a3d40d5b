// The forms' panels with a bar on the left (a notice, 「保存しました」, a temporary failure),
// toned by data-tone, and the headings of the forms' blocks.
import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  marginBottom: '32px',
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.blue900}`,
  backgroundColor: tokens.color.blue50,
  color: tokens.color.gray900,
  selectors: {
    '&[data-tone="success"]': { backgroundColor: tokens.color.successBg },
    '&[data-tone="warning"], &[data-tone="error"]': { borderLeftColor: tokens.color.error, backgroundColor: tokens.color.errorBg },
  },
});

export const blockTitle = style({
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
});
