import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { expectPath } from './support/sign-in';

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

// "`/` goes straight to the login form; the phone landing is text only": the front door is the
// landing, which on a phone opens with the drawing, its words and both ways in still in view; a
// form stands alone, as its fields need the room.
for (const size of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test(`a phone's landing draws above its words, and its sign-in form stands alone (${size.width} × ${size.height})`, async ({ page }) => {
    await page.setViewportSize(size);
    // Typed as the school's address, the front door is the landing, not the form.
    await page.goto('/');
    await expectPath(page, '/auth');
    await expect(page.getByRole('complementary')).toBeHidden();
    const drawing = (await page.locator('main .landing__drawing').boundingBox())!;
    expect(drawing.width).toBeGreaterThan(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Créer un compte' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/auth/login/form');
    await expect(page.locator('svg:visible')).toHaveCount(0);
  });
}

test('beside the hero, the landing draws once', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('complementary').locator('svg')).toBeVisible();
  await expect(page.locator('main .landing__drawing')).toBeHidden();
});
