import { keyframes, style } from '@vanilla-extract/css';
import { tokens } from '../styles/tokens.css';

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 20,
  height: '2px',
  pointerEvents: 'none',
});

// Loads end a little after the 200 ms throttle more often than not (every fetch takes 200 ms,
// spec §9): fading in keeps those from flashing the bar.
const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const bar = style({
  animation: `${appear} 0.2s ease-in`,
  height: '100%',
  backgroundColor: tokens.color.blue900,
  transformOrigin: 'left center',
  transition: 'transform 0.1s linear',
});
