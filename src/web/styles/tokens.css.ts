// Typed names for the Digital Agency design tokens. The values live in the package's
// tokens.css (imported once in main.tsx); this contract only points at its custom
// properties, so the tokens stay the single source of every colour and size.
import { createGlobalThemeContract } from '@vanilla-extract/css';

export const tokens = createGlobalThemeContract(
  {
    color: {
      white: 'color-neutral-white',
      black: 'color-neutral-black',
      gray50: 'color-neutral-solid-gray-50',
      gray100: 'color-neutral-solid-gray-100',
      gray420: 'color-neutral-solid-gray-420',
      gray600: 'color-neutral-solid-gray-600',
      gray700: 'color-neutral-solid-gray-700',
      gray800: 'color-neutral-solid-gray-800',
      gray900: 'color-neutral-solid-gray-900',
      blue50: 'color-primitive-blue-50',
      blue100: 'color-primitive-blue-100',
      blue900: 'color-primitive-blue-900',
      blue1000: 'color-primitive-blue-1000',
      blue1200: 'color-primitive-blue-1200',
      magenta900: 'color-primitive-magenta-900',
      yellow300: 'color-primitive-yellow-300',
      error: 'color-semantic-error-1',
      successBg: 'color-primitive-green-50',
      errorBg: 'color-primitive-red-50',
    },
    font: {
      sans: 'font-family-sans',
      weightNormal: 'font-weight-400',
      weightBold: 'font-weight-700',
      size14: 'font-size-14',
      size16: 'font-size-16',
      size17: 'font-size-17',
      size20: 'font-size-20',
      size24: 'font-size-24',
      size28: 'font-size-28',
      size32: 'font-size-32',
    },
    lineHeight: {
      tight: 'line-height-140',
      body: 'line-height-170',
    },
    radius: {
      small: 'border-radius-4',
      medium: 'border-radius-8',
    },
  },
);
