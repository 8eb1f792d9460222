// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { drawnClasses, OUTPUT, THEME, themeClasses, themeSubset, usedModules } from '@/scripts/prime-theme.mjs';

const subset = readFileSync(OUTPUT, 'utf8');
const inSubset = themeClasses(subset);

describe('the PrimeReact theme the product ships (components/ui/prime/theme.css)', () => {
  it('is the subset the product’s imports give today: run `npm run theme:prime` after importing another component', () => {
    expect(subset).toBe(themeSubset());
  });

  it('holds the rules of every PrimeReact module the product uses', () => {
    const missing = usedModules().flatMap((name) => [...themeClasses(themeSubset(drawnClasses([name])))].filter((c) => !inSubset.has(c)).map((c) => `${name}: ${c}`));
    expect(missing).toEqual([]);
    expect(usedModules()).toEqual(expect.arrayContaining(['button', 'dialog', 'toast', 'inputtext']));
  });

  it('leaves out the components the product does not draw', () => {
    const inTheme = themeClasses(readFileSync(THEME, 'utf8'));
    for (const unused of ['p-datatable', 'p-tree', 'p-galleria', 'p-megamenu', 'p-tabview']) {
      expect(inTheme.has(unused)).toBe(true);
      expect(inSubset.has(unused)).toBe(false);
    }
    expect(subset.length).toBeLessThan(readFileSync(THEME, 'utf8').length / 2);
  });
});
