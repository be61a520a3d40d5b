import { globalStyle, style } from '@vanilla-extract/css';
import { tokens } from '../../../styles/tokens.css';
import { desktop } from '../../../styles/layout';

/** The checklist, set apart like the move's timeline. */
export const checklist = style({
  marginTop: '24px',
  paddingTop: '16px',
  borderTop: `1px solid ${tokens.color.gray420}`,
});

export const title = style({
  margin: '0 0 8px',
  fontSize: tokens.font.size20,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray900,
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: '16px', margin: '16px 0', padding: 0, listStyle: 'none' });

export const item = style({
  padding: '12px 16px',
  border: `1px solid ${tokens.color.gray420}`,
  borderRadius: tokens.radius.medium,
  breakInside: 'avoid',
});

export const itemName = style({ margin: '0 0 8px', fontSize: tokens.font.size17, fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  rowGap: '2px',
  margin: 0,
  '@media': { [desktop]: { gridTemplateColumns: '8em 1fr', columnGap: '16px', rowGap: '4px' } },
});

export const factLabel = style({ fontWeight: tokens.font.weightBold, color: tokens.color.gray800 });

export const factValue = style({ margin: '0 0 8px', '@media': { [desktop]: { margin: 0 } } });

export const bring = style({ margin: 0, paddingLeft: '1.2em' });

export const note = style({ color: tokens.color.gray800 });

export const questions = style({ marginTop: '24px' });

export const subheading = style({ margin: '0 0 8px', fontSize: tokens.font.size17, fontWeight: tokens.font.weightBold, color: tokens.color.gray900 });

export const inlineChoices = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 24px' });

export const alert = style({
  padding: '12px 16px',
  borderLeft: `4px solid ${tokens.color.error}`,
  backgroundColor: tokens.color.errorBg,
  color: tokens.color.gray900,
});

/** What only the screen needs (the questions, the buttons): never printed. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/**
 * 「印刷する」 marks its checklist and the page: the print then shows that checklist alone (マイページ
 * may list several moves). A print from the browser's menu prints the page as it is, without the
 * questions and buttons.
 */
export const printTarget = style({});
globalStyle('html[data-printing="checklist"] body *', { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`html[data-printing="checklist"] ${printTarget}[data-print-target="true"], html[data-printing="checklist"] ${printTarget}[data-print-target="true"] *`, {
  '@media': { print: { visibility: 'visible' } },
});
globalStyle(`html[data-printing="checklist"] ${printTarget}[data-print-target="true"]`, {
  '@media': { print: { position: 'absolute', top: 0, left: 0, width: '100%', margin: 0, border: 0, padding: 0 } },
});
