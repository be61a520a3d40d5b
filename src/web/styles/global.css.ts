import { globalStyle } from '@vanilla-extract/css';
import { tokens } from './tokens.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  // Lets the resident's own text size setting drive every rem-based token.
  WebkitTextSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: tokens.font.sans,
  fontSize: tokens.font.size16,
  lineHeight: tokens.lineHeight.body,
  color: tokens.color.gray800,
  backgroundColor: tokens.color.white,
  overflowWrap: 'anywhere',
});

// An English part of a page (lang="en", e.g. the 404 page's 「This page could not be found」)
// keeps the page's Japanese font: with the token's stack alone, the generic sans-serif would
// pick a Latin font for it where Noto Sans JP is not installed under that name.
globalStyle(':lang(en)', {
  fontFamily: "'Noto Sans JP', 'Noto Sans CJK JP', 'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'BIZ UDPGothic', Meiryo, sans-serif",
});

globalStyle('#root', {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

globalStyle('h1, h2, h3, p', { margin: 0 });

globalStyle('a', {
  color: tokens.color.blue1000,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
globalStyle('a:visited', { color: tokens.color.magenta900 });
globalStyle('a:hover', { color: tokens.color.blue1200, textDecorationThickness: '0.125em' });

// The design system's focus ring: black outline with a yellow halo, visible on any background.
globalStyle(':focus-visible', {
  outline: `4px solid ${tokens.color.black}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${tokens.color.yellow300}`,
});

// The main landmark only holds focus while a page loads; a ring around the whole page confuses.
globalStyle('[tabindex="-1"]:focus', { outline: 'none', boxShadow: 'none' });

// Where focus lands after a route change or a save (a page's h1, a named status box): the same
// ring as a control, so a sighted keyboard user sees where reading resumes (WCAG 2.4.7).
globalStyle('h1[tabindex="-1"]:focus, [data-focus-target][tabindex="-1"]:focus', {
  outline: `4px solid ${tokens.color.black}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${tokens.color.yellow300}`,
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
