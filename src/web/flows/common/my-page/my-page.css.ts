import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

/** A bordered card: the resident's name, and each submitted application. */
export const card = style({
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

export { pageActions as actions } from '../../../layout/page-actions.css';

export const alert = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.error}`,
  backgroundColor: tokens.color.errorBg,
  color: tokens.color.gray900,
});

export const applicationList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const receptionNumber = style({
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  // A reception number is read aloud over the phone: keep its groups apart and unbroken.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '16px',
  rowGap: '4px',
  margin: '12px 0 16px',
});

/**
 * The draft's progress: on a phone each value under its label (the step names are long), from
 * the desktop width beside it.
 */
export const draftFacts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: '12px',
  margin: '16px 0 24px',
  '@media': { [desktop]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: '24px', rowGap: '8px' } },
});

/** A label and its value, kept together on a phone, two cells of the grid from the desktop width. */
export const factRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': { [desktop]: { display: 'contents' } },
});

export const factValue = style({
  margin: 0,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
});

export const factLabel = style({
  color: tokens.color.gray700,
});

export const recipients = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/**
 * One recipient: its name, then its status. On a phone the status always sits on its own line
 * under the name, at the row's start, so it is in the same place on every row (a wrapping flex
 * row put a short name's status at the right and a long name's under it). From the desktop
 * width the status has a column of its own at the right, beside a name that wraps in its own.
 */
export const recipient = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '4px 16px',
  alignItems: 'start',
  paddingTop: '8px',
  borderTop: `1px solid ${tokens.color.gray420}`,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

/** The status, then the time it was reached, in the same place on every row (see `recipient`). */
export const recipientStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0 8px',
  '@media': { [desktop]: { justifySelf: 'end', justifyContent: 'flex-end', textAlign: 'end' } },
});

/** The word carries the status; the colour of 送信できませんでした only repeats it. */
export const statusLabel = style({
  fontWeight: tokens.font.weightBold,
  selectors: {
    [`${recipientStatus}[data-status="failed"] &`]: { color: tokens.color.error },
    [`${recipientStatus}[data-status="refused"] &`]: { color: tokens.color.error },
  },
});

export const statusTime = style({
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** A 差戻し's reason or what to do after a failed delivery: under the row, across its width. */
export const recipientNote = style({
  gridColumn: '1 / -1',
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
});

/** The procedure's cancellation (取消処理中, 取消済み…): under the row, across its width, its status first. */
export const cancellation = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  paddingLeft: '12px',
  borderLeft: `4px solid ${tokens.color.gray420}`,
});

/** The cancellation's own 受付番号 (issue 27), read aloud over the phone like the application's. */
export const cancellationNumber = style({
  margin: 0,
  fontSize: tokens.font.size14,
  color: tokens.color.gray700,
  fontVariantNumeric: 'tabular-nums',
});

/** Where to file instead: the counter, its phone, hours and address (the facts' grid, closer). */
export const contactFacts = style([facts, { rowGap: '2px', margin: 0 }]);

export const sectionBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '16px',
  '@media': { [desktop]: { alignItems: 'flex-start' } },
});

/** What a submitted application offers next, each a full-width button on a phone. */
export const nextActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '12px',
  margin: '16px 0 0',
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

/** An addition under its application (issue 13): set apart by a rule, indented on wide screens. */
export const addition = style({
  marginTop: '24px',
  paddingTop: '16px',
  borderTop: `1px solid ${tokens.color.gray420}`,
  '@media': { [desktop]: { paddingLeft: '16px' } },
});

export const additionTitle = style({
  margin: 0,
  fontSize: tokens.font.size16,
  fontWeight: tokens.font.weightBold,
  color: tokens.color.gray900,
  fontVariantNumeric: 'tabular-nums',
});

/** The receipt's download (控え（PDF）, issue 27), under the facts of its filing. */
export const receipt = style({
  margin: '8px 0 0',
  fontSize: tokens.font.size16,
});
