import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

// Issue 8: "the /auth hero is an empty gradient". Beside the signed-out pages on a wide screen,
// it says what the product is for, in the page's language, over a drawing.
test.use({ viewport: { width: 1280, height: 800 } });

for (const [path, tagline] of [
  ['/auth', 'Racontez ce que vous vivez, montrez ce que vous apprenez.'],
  ['/el/auth/login/form', 'Καταγράψτε ό,τι ζείτε, δείξτε ό,τι μαθαίνετε.'],
]) {
  test(`the hero beside ${path} says what the product is for, over a drawing`, async ({ page }) => {
    await page.goto(path);
    const hero = page.getByRole('complementary');
    await expect(hero.getByText(tagline)).toBeVisible();
    const art = (await hero.locator('svg').boundingBox())!;
    expect(art.width).toBeGreaterThan(300);
    expect(art.height).toBeGreaterThan(200);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a phone shows the page alone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/auth');
  await expect(page.getByRole('complementary')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});
