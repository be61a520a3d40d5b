import { keyframes, style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';
import { contentWidth, desktop, desktopDesignWidth, fadeDuration, gutter } from '../styles/layout';

const inner = {
  width: '100%',
  maxWidth: `calc(${contentWidth} + 2 * ${gutter.desktop})`,
  marginInline: 'auto',
  paddingInline: gutter.mobile,
  '@media': { [desktop]: { paddingInline: gutter.desktop } },
} as const;

/** Header and footer: as wide as the desktop design (1366px), the content column narrower. */
const frameInner = {
  ...inner,
  '@media': { [desktop]: { paddingInline: gutter.desktop, maxWidth: desktopDesignWidth } },
} as const;

export const skipLink = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 10,
  padding: '8px 16px',
  backgroundColor: tokens.color.white,
  color: tokens.color.blue1000,
  fontWeight: tokens.font.weightBold,
  // Off screen until focused, so keyboard users meet it first and others never see it.
  transform: 'translateY(-120%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const header = style({
  borderBottom: `1px solid ${tokens.color.gray420}`,
  backgroundColor: tokens.color.white,
});

export const headerInner = style({
  ...frameInner,
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  paddingBlock: '12px',
  '@media': {
    [desktop]: { ...frameInner['@media'][desktop], flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', gap: '24px', paddingBlock: '16px' },
  },
});

export const logo = style({
  fontSize: tokens.font.size24,
  fontWeight: tokens.font.weightBold,
  lineHeight: tokens.lineHeight.tight,
  letterSpacing: '0.08em',
});

export const logoLink = style({
  color: tokens.color.gray900,
  textDecoration: 'none',
  selectors: {
    '&:visited': { color: tokens.color.gray900 },
    '&:hover': { color: tokens.color.gray900, textDecoration: 'underline' },
  },
});

export const securityNotice = style({
  fontSize: tokens.font.size14,
  lineHeight: tokens.lineHeight.tight,
  color: tokens.color.gray700,
  '@media': { [desktop]: { maxWidth: '30em', textAlign: 'right' } },
});

export const main = style({
  flex: '1 0 auto',
  width: '100%',
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const content = style({
  ...inner,
  paddingBlock: '32px 48px',
  '@media': { [desktop]: { ...inner['@media'][desktop], paddingBlock: '48px 64px' } },
});

export const footer = style({
  backgroundColor: tokens.color.gray50,
  borderTop: `1px solid ${tokens.color.gray420}`,
});

export const footerInner = style({
  ...frameInner,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '12px',
  paddingBlock: '24px',
  textAlign: 'center',
  fontSize: tokens.font.size14,
  color: tokens.color.gray800,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '8px 24px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Comfortable targets on phones (WCAG 2.5.8 asks for 24px at least).
  lineHeight: '32px',
});

export const fadeIn = style({
  animation: `${fade} ${fadeDuration} ease`,
});
