// Styles of the four step pages: the step hub, the check-answers lists, the signing page and
// the reception number.
import { keyframes, style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

export const blocks = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const hint = style({ fontSize: tokens.font.size16, color: tokens.color.gray800 });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  marginTop: '40px',
  '@media': { [desktop]: { alignItems: 'flex-start' } },
});

/** Actions right under a notice, which keeps its own space below. */
export const flush = style({ marginTop: 0 });

export const reasons = style({ margin: 0, paddingLeft: '1.5em', display: 'flex', flexDirection: 'column', gap: '4px' });

/** Summary lists of the confirm page (Digital Agency "check answers"). */
export const summary = style({ marginTop: '32px' });

export const summaryHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '8px 16px',
  paddingBottom: '8px',
  borderBottom: `2px solid ${tokens.color.gray900}`,
});

export const summaryList = style({ margin: 0 });

export const summaryRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  padding: '12px 0',
  borderBottom: `1px solid ${tokens.color.gray420}`,
  '@media': { [desktop]: { flexDirection: 'row', gap: '24px' } },
});

export const summaryLabel = style({
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
  '@media': { [desktop]: { flex: '0 0 280px' } },
});

export const summaryValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const changeLink = style({ fontSize: tokens.font.size16, whiteSpace: 'nowrap' });

export const steps = style({ margin: '0 0 24px', paddingLeft: '1.5em', display: 'flex', flexDirection: 'column', gap: '8px' });

export const waiting = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  marginTop: '24px',
  padding: '16px',
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.blue50,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  flex: '0 0 auto',
  width: '20px',
  height: '20px',
  border: `3px solid ${tokens.color.blue100}`,
  borderTopColor: tokens.color.blue900,
  borderRadius: '50%',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 1s linear infinite` },
  },
});

export const alertTitle = style({
  fontSize: tokens.font.size17,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  '@media': { [desktop]: { fontSize: tokens.font.size20 } },
});

export const reception = style({
  marginTop: '8px',
  padding: '24px 16px',
  border: `2px solid ${tokens.color.blue900}`,
  borderRadius: tokens.radius.medium,
  textAlign: 'center',
  '@media': { [desktop]: { padding: '32px' } },
});

export const receptionLabel = style({ fontSize: tokens.font.size17, fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });

export const receptionNumber = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  rowGap: '4px',
  margin: '12px 0',
  // Fits one line at 375px; wraps only between groups on narrower screens.
  fontSize: tokens.font.size28,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: '0.04em',
  color: tokens.color.gray900,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [desktop]: { fontSize: '2.5rem' } },
});

export const receptionGroup = style({ whiteSpace: 'nowrap' });

export const receptionDash = style({ margin: '0 8px', color: tokens.color.gray600 });

/** The facts of an application already sent: label and value side by side. */
export const filedFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '16px',
  rowGap: '4px',
  margin: 0,
});

export const filedLabel = style({ fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });
