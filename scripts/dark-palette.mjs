// Writes client/src/styles/dark-palette.css: Tailwind's hue palettes with each scale reversed under .dark (see the
// file's header). Run it again after a Tailwind upgrade: node scripts/dark-palette.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
const theme = readFileSync(require.resolve('tailwindcss/theme.css'), 'utf8');
const hues = ['red', 'orange', 'amber', 'yellow', 'lime', 'green', 'emerald', 'teal', 'cyan', 'sky', 'blue'];
hues.push('purple', 'fuchsia', 'pink', 'rose');
const steps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

const lines = hues.flatMap((hue) => {
  const value = (step) => {
    const match = new RegExp(`--color-${hue}-${step}: ([^;]+);`).exec(theme);
    if (!match) throw new Error(`tailwindcss/theme.css has no --color-${hue}-${step}`);
    return match[1];
  };
  return steps.map((step, i) => `  --color-${hue}-${step}: ${value(steps[steps.length - 1 - i])};`);
});

const css = `/*
 * Dark mode for the hue palettes (generated from tailwindcss/theme.css by scripts/dark-palette.mjs; do not edit).
 * Each scale is reversed under .dark (50 <-> 950, 100 <-> 900, ... 500 stays), so a light badge such as
 * bg-green-100 text-green-800 reads as bg-green-900 text-green-200 without a dark: variant at every use.
 * Slate (overlays, tooltips), indigo and violet (the brand gradients under white text) are not reversed: their
 * few light-only uses carry dark: variants. Write no dark: variant for a reversed hue: it would be reversed too.
 */
.dark {
${lines.join('\n')}
}
`;
writeFileSync(resolve(import.meta.dirname, '../client/src/styles/dark-palette.css'), css);
