// The Digital Agency field anatomy's look (brief §7). State is read from the aria attributes
// the markup already carries (aria-invalid, aria-required, read-only), never from extra classes.
import { style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { desktop } from '../styles/layout';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  marginBottom: '32px',
});

/** A group (fieldset) of inputs: radio choices, name parts, address parts, a repeated item. */
export const fieldset = style([
  field,
  {
    border: 0,
    padding: 0,
    margin: '0 0 32px',
    minWidth: 0,
  },
]);

export const label = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '8px',
  padding: 0,
  fontSize: tokens.font.size16,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  '@media': { [desktop]: { fontSize: tokens.font.size17 } },
});

/** A group's legend: the fieldset's flex gap does not reach it, so it keeps its own space. */
export const legend = style([label, { marginBottom: '8px' }]);

/** A part's label inside a group (姓, 郵便番号…): lighter than the group's legend. */
export const partLabel = style([label, { fontSize: tokens.font.size16, '@media': { [desktop]: { fontSize: tokens.font.size16 } } }]);

export const requiredBadge = style({
  fontSize: tokens.font.size14,
  fontWeight: tokens.font.weightNormal,
  color: tokens.color.error,
});

export const supportText = style({
  fontSize: tokens.font.size16,
  color: tokens.color.gray700,
});

export const errorText = style({
  fontSize: tokens.font.size16,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.error,
});

const control = {
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '56px',
  padding: '12px 16px',
  border: `1px solid ${tokens.color.gray600}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.white,
  color: tokens.color.gray900,
  fontFamily: 'inherit',
  fontSize: tokens.font.size16,
  lineHeight: tokens.lineHeight.tight,
  selectors: {
    '&:hover': { borderColor: tokens.color.black },
    '&[aria-invalid="true"]': { borderColor: tokens.color.error, borderWidth: '2px' },
    '&:read-only': { backgroundColor: tokens.color.gray50, borderStyle: 'dashed' },
  },
} as const;

export const input = style({ ...control, '@media': { [desktop]: { maxWidth: '480px' } } });
/** Short inputs (zip, dates): a width that hints at the expected length. */
export const shortInput = style({ ...control, maxWidth: '240px' });
export const textarea = style({ ...control, minHeight: '120px', resize: 'vertical' });
export const select = style({
  ...control,
  selectors: {
    '&:hover': control.selectors['&:hover'],
    '&[aria-invalid="true"]': control.selectors['&[aria-invalid="true"]'],
  },
  '@media': { [desktop]: { maxWidth: '480px' } },
});

export const parts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  '@media': { [desktop]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  // Side by side from the desktop breakpoint only: in a column a flex-basis would be a height.
  '@media': { [desktop]: { flex: '1 1 200px', maxWidth: '240px' } },
});

export const addressParts = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

/** One part of a group, its label above its input. */
export const stacked = style({ display: 'flex', flexDirection: 'column', gap: '8px' });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: '8px', padding: 0, margin: 0, listStyle: 'none' });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  minHeight: '44px',
  cursor: 'pointer',
});

export const choiceInput = style({
  width: '24px',
  height: '24px',
  margin: 0,
  flexShrink: 0,
  accentColor: tokens.color.blue900,
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${tokens.color.error}`, outlineOffset: '2px' },
    // The error outline above would hide the focus ring (WCAG 2.4.7, 1.4.11): the focused choice
    // of a group in error shows the design system's black ring, unlike its red-outlined
    // neighbours, also when the error summary's link focused it from a click.
    '&[aria-invalid="true"]:focus': {
      outline: `4px solid ${tokens.color.black}`,
      outlineOffset: '2px',
      boxShadow: `0 0 0 2px ${tokens.color.yellow300}`,
    },
  },
});
