import type { Page } from '@playwright/test';

/**
 * What lies outside the viewport sideways on the current page (issue 8's rule for phones):
 * the document's own width, then every visible element, except what is deliberately off-screen
 * (the skip link until focused, visually hidden text) and what sits in a container that scrolls
 * or clips sideways (its container is checked instead); and every button whose label runs past
 * its own right edge ("Copier" and "+ Ajouter" were cut so, inside the screen).
 */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) problems.push(`document is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    const clipsSideways = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    const describe = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('.skip-link, .visually-hidden, .p-hidden-accessible, script, style, template')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Checked wherever the button sits: a dialog's body scrolls, and a cut label does not show as an overflow.
      // A pressed button's ripple (.p-ink) is a circle larger than the button, clipped by design;
      // it goes out of the measure, or where the press landed would decide the answer.
      if (element.matches('button, .p-button')) {
        const inks = Array.from(element.querySelectorAll<HTMLElement>(':scope > .p-ink'));
        for (const ink of inks) ink.style.display = 'none';
        if (element.scrollWidth > element.clientWidth + 1) {
          problems.push(`${describe(element)} cuts its label "${element.textContent?.trim()}" (${element.scrollWidth}px in ${element.clientWidth}px)`);
        }
        for (const ink of inks) ink.style.display = '';
      }
      let ancestor = element.parentElement;
      let clipped = false;
      while (ancestor && ancestor !== document.body) {
        if (clipsSideways(ancestor)) {
          clipped = true;
          break;
        }
        ancestor = ancestor.parentElement;
      }
      if (clipped) continue;
      if (rect.left < -1 || rect.right > width + 1) problems.push(`${describe(element)} spans ${Math.round(rect.left)}–${Math.round(rect.right)}px`);
    }
    return problems.slice(0, 10);
  });
}
