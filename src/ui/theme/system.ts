import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The console's design system: Chakra's defaults plus one muted violet-blue
 * `primary` palette whose solid colour is the same in the light and dark
 * themes (specification section 1).
 */
const SOLID_HOVER = 'color-mix(in srgb, {colors.colorPalette.solid} 88%, black)';

const config = defineConfig({
  globalCss: {
    // @fontsource ships only the @font-face; the ligature class is ours.
    '.material-icons': {
      fontFamily: "'Material Icons'",
      fontWeight: 'normal',
      fontStyle: 'normal',
      display: 'inline-block',
      lineHeight: 1,
      textTransform: 'none',
      letterSpacing: 'normal',
      wordWrap: 'normal',
      whiteSpace: 'nowrap',
      direction: 'ltr',
      flexShrink: 0,
      textRendering: 'optimizeLegibility',
      fontFeatureSettings: "'liga'",
    },
    // Keyboard users must always see where they are.
    '*:focus-visible': { outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' },
    // People who ask their system for less motion get none: no fades, no slides (WCAG 2.3.3).
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', animationIterationCount: '1 !important', transitionDuration: '0.01ms !important', scrollBehavior: 'auto !important' },
    },
  },
  theme: {
    recipes: {
      button: {
        variants: {
          variant: {
            // Chakra lightens a solid button under the pointer (solid/90), which takes white on the primary colour to 4.2:1; darkening it keeps the text at 5:1 and more (WCAG 1.4.3).
            solid: { _hover: { bg: SOLID_HOVER }, _expanded: { bg: SOLID_HOVER } },
          },
        },
      },
    },
    tokens: {
      colors: {
        primary: {
          50: { value: '#f0f0fa' },
          100: { value: '#dcdcf2' },
          200: { value: '#bebfe6' },
          300: { value: '#9c9dd6' },
          400: { value: '#7f80c6' },
          500: { value: '#6566b3' },
          600: { value: '#52539c' },
          700: { value: '#43447f' },
          800: { value: '#353663' },
          900: { value: '#28284a' },
          950: { value: '#1a1a31' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 on white is 3.8:1; error texts need 4.5:1 (WCAG 1.4.3).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        primary: {
          solid: { value: '{colors.primary.500}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.primary.700}', _dark: '{colors.primary.300}' } },
          muted: { value: { _light: '{colors.primary.100}', _dark: '{colors.primary.900}' } },
          subtle: { value: { _light: '{colors.primary.50}', _dark: '{colors.primary.950}' } },
          emphasized: { value: { _light: '{colors.primary.200}', _dark: '{colors.primary.800}' } },
          focusRing: { value: '{colors.primary.400}' },
          border: { value: { _light: '{colors.primary.300}', _dark: '{colors.primary.700}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

/** The primary colour, identical in both themes. */
export const PRIMARY_SOLID = '#6566b3';
