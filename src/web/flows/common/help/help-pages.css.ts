import { style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

export const list = style({
  margin: 0,
  paddingLeft: '1.5em',
});

/** The FAQ's contents: links to its sections. */
export const contents = style({
  padding: '16px 24px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  backgroundColor: tokens.color.gray50,
});

export const contentsHeading = style({
  fontSize: tokens.font.size17,
  fontWeight: tokens.font.weightBold,
  marginBottom: '8px',
});

/** One question (an h3) and its answer. */
export const question = style({
  marginTop: '24px',
  paddingTop: '24px',
  borderTop: `1px solid ${tokens.color.gray420}`,
  selectors: { '&:first-of-type': { marginTop: 0 } },
});

export const questionHeading = style({
  fontSize: tokens.font.size17,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
  marginBottom: '8px',
  '@media': { [desktop]: { fontSize: tokens.font.size20 } },
});

export const answer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
});

/** Label and value pairs: a contact's phone and hours, the policy's facts. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '4px 16px',
  margin: 0,
  // Side by side where there is room; on a phone each value goes under its label.
  '@media': { [desktop]: { gridTemplateColumns: 'max-content 1fr', rowGap: '8px' } },
});

export const factLabel = style({
  fontWeight: tokens.font.weightBold,
});

export const factValue = style({
  margin: '0 0 8px',
  '@media': { [desktop]: { marginBottom: 0 } },
});

/** A dt and its dd, wrapped as HTML allows; the grid lays out their cells. */
export const factGroup = style({
  display: 'contents',
});
