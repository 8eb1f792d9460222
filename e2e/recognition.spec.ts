import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { sidewaysOverflow } from './support/fit';
import { DEMO_PASSWORD, E2E, STORAGE } from './support/hosts';
import { linkTo, mailsTo, nthMailTo } from './support/mailbox';
import { askRecognition, confirm, experienceToRecognise } from './support/recognitions';
import { expectPath, mainNavigation, pageFetch, sameDevice, signIn } from './support/sign-in';

// Issue 11, spec §2 (/recognition/{experienceId}/create: certificator, index, remark; success;
// /recognition/review), §4 (badge, panel, 'Relancer' after 7 days, 'Annuler'), §8 toasts, §9 dates.
const TEACHER = 'teacher@demo.example';

test.describe('a learner asks a teacher of the community', () => {
  test.use({ storageState: STORAGE.learner });

  test('request, badge, question, answer, certification: the whole journey, each new page without a serious accessibility fault', async ({ page, browser }) => {
    test.slow();
    await page.goto('/');
    const description = `Recognition journey ${Date.now()}`;
    const experience = await experienceToRecognise(page, description);

    const recognitionId = await askRecognition(
      page,
      experience.id,
      async () => {
        expect(await seriousViolations(page)).toEqual([]);
        // Nothing chosen yet: the step says so, in French, and stays.
        await page.getByRole('button', { name: 'Suivant' }).click();
        await expect(page.getByText('Choisissez un enseignant dans la liste.')).toBeVisible();
        await page.getByRole('radio', { name: /Thomas Tuteur/ }).check();
      },
      "J'ai animé l'atelier d'écoute.",
      "Animation d'un atelier d'écoute",
    );
    expect(await seriousViolations(page)).toEqual([]);
    await expect(page.getByText(/Thomas Tuteur \(teacher@demo\.example\) a reçu votre demande : \d{1,2} \S+ \d{4}\./)).toBeVisible();

    // The card says it is under way (spec §4), and the experience page follows it.
    await page.goto('/');
    const card = page.getByRole('article').filter({ hasText: description });
    await expect(card.getByText('En attente de validation')).toBeVisible();
    await page.goto(`/experiences/${experience.id}`);
    const panel = page.getByRole('region', { name: /Certification en cours de traitement/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Relancer' })).toBeDisabled();
    await expect(panel.getByText(/Vous pourrez relancer l'enseignant 7 jours après la dernière mise à jour/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander une reconnaissance' })).toHaveCount(0);

    // The teacher signs in from the mail's link and asks a question.
    // Other tests ask the same teacher at the same time: this request's mail is the one naming it.
    await expect.poll(async () => (await mailsTo(TEACHER)).some((m) => m.text.includes(`id=${recognitionId}`)), { timeout: 15_000 }).toBe(true);
    const mail = (await mailsTo(TEACHER)).find((m) => m.text.includes(`id=${recognitionId}`))!;
    // Contexts inherit the describe's storage state: the teacher starts signed out. The mail's link
    // survives the sign-in: the login form carries it, and the teacher lands on the request.
    const teacher = await browser.newContext({ ...sameDevice(test.info()), baseURL: E2E.demo, storageState: { cookies: [], origins: [] } });
    const teacherPage = await teacher.newPage();
    await teacherPage.goto(linkTo(mail, '/recognition/review'));
    await expect(teacherPage).toHaveURL((url) => url.pathname === '/auth/login/form' && url.searchParams.get('next') === `/recognition/review?id=${recognitionId}`);
    await teacherPage.locator('#login-email').fill(TEACHER);
    await teacherPage.locator('#login-password').fill(DEMO_PASSWORD);
    await teacherPage.locator('form button[type="submit"]').click();
    await expect(teacherPage).toHaveURL((url) => url.pathname === '/recognition/review' && url.searchParams.get('id') === String(recognitionId));
    await expect(teacherPage.getByRole('heading', { level: 1 })).toHaveText('Léa Lambert vous demande de reconnaître une expérience');
    await expect(teacherPage.getByText(description)).toBeVisible();
    await expect(teacherPage.getByText("J'ai animé l'atelier d'écoute.")).toBeVisible();
    expect(await seriousViolations(teacherPage)).toEqual([]);
    // A member reviews inside the app: its menu and sign-out stay.
    const nav = await mainNavigation(teacherPage);
    await expect(nav.getByRole('link', { name: 'Mon journal' })).toBeVisible();
    await expect(teacherPage.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

    // Their workspace: the header counts what waits for them, the list opens on it.
    await expect(nav.getByRole('link', { name: /Reconnaissances \d+ demandes? vous attend/ })).toBeVisible();
    await nav.getByRole('link', { name: /Reconnaissances/ }).click();
    await expect(teacherPage.getByRole('heading', { level: 1 })).toHaveText('Reconnaissances à examiner');
    const filters = teacherPage.getByRole('navigation', { name: 'Filtrer les demandes' });
    await expect(filters.getByRole('link', { name: /En attente de moi \d+/ })).toHaveAttribute('aria-current', 'page');
    await expect(teacherPage.getByRole('link', { name: new RegExp(description) })).toBeVisible();
    expect(await seriousViolations(teacherPage)).toEqual([]);
    await teacherPage.goto(`/recognition/review?id=${recognitionId}`);
    await teacherPage.getByRole('button', { name: 'Poser une question' }).click();
    await expect(teacherPage.getByText('Écrivez un message.')).toBeVisible();
    await teacherPage.getByLabel('Votre commentaire').fill('Combien étiez-vous dans cet atelier ?');
    await teacherPage.getByRole('button', { name: 'Poser une question' }).click();
    await confirm(teacherPage, 'Envoyer la question');
    await expect(teacherPage.getByRole('status').filter({ hasText: 'Votre question a été envoyée à Léa Lambert.' })).toBeVisible();
    // Now the learner's move: the request waits under "Question posée".
    await teacherPage.goto('/recognition/review?filter=question');
    await expect(teacherPage.getByRole('link', { name: new RegExp(description) })).toBeVisible();
    await teacherPage.goto('/recognition/review?filter=waiting');
    await expect(teacherPage.getByRole('heading', { level: 1 })).toHaveText('Reconnaissances à examiner');
    await expect(teacherPage.getByRole('link', { name: new RegExp(description) })).toHaveCount(0);

    // The learner answers on the experience page.
    await page.reload();
    const questioned = page.getByRole('region', { name: /L'enseignant a une question/ });
    await expect(questioned.getByText('Combien étiez-vous dans cet atelier ?')).toBeVisible();
    await questioned.getByLabel('Votre réponse').fill('Nous étions douze.');
    await questioned.getByRole('button', { name: 'Envoyer ma réponse' }).click();
    await expect(page.locator('.p-toast-message', { hasText: "Votre réponse a été envoyée à l'enseignant" })).toBeVisible();
    await expect(page.getByRole('region', { name: /Certification en cours de traitement/ }).getByText('Nous étions douze.')).toBeVisible();

    // The teacher certifies, raising the skill to 4 stars.
    await teacherPage.goto(`/recognition/review?id=${recognitionId}`);
    await expect(teacherPage.getByText('Nous étions douze.')).toBeVisible();
    // The learner's 2 stars are the starting value; a screen reader hears each star's value and meaning.
    const listening = teacherPage.getByRole('group', { name: 'Niveau en Écoute' });
    await expect(listening).toMatchAriaSnapshot(`
      - group "Niveau en Écoute":
        - 'radio "1 sur 4 : Découverte"'
        - 'radio "2 sur 4 : Entraînement" [checked]'
        - 'radio "3 sur 4 : Aisance"'
        - 'radio "4 sur 4 : Maîtrise"'
    `);
    expect(await seriousViolations(teacherPage)).toEqual([]);
    await listening.getByRole('radio', { name: /^4 sur 4/ }).check();
    // The badge's name as the learner asked it; the teacher words it as they certify.
    await expect(teacherPage.getByLabel('Nom du badge')).toHaveValue("Animation d'un atelier d'écoute");
    await teacherPage.getByLabel('Nom du badge').fill("Animation d'un atelier d'écoute en classe");
    await expect(listening.getByRole('radio', { name: '4 sur 4 : Maîtrise' })).toBeChecked();
    await teacherPage.getByRole('button', { name: 'Certifier' }).click();
    await confirm(teacherPage, 'Certifier');
    await expect(teacherPage.getByRole('status').filter({ hasText: 'Expérience certifiée pour Léa Lambert. Merci !' })).toBeVisible();
    // What was decided shows once: the levels given, and the thanks said by the page alone (no toast beside it).
    await expect(teacherPage.getByRole('region', { name: 'Les niveaux certifiés' }).getByRole('img', { name: 'Écoute: 4 sur 4 : Maîtrise' })).toBeVisible();
    await expect(teacherPage.getByText('Expérience certifiée pour Léa Lambert. Merci !')).toHaveCount(1);
    await teacher.close();

    // The learner sees it certified: among the certified, and on its page.
    await page.goto('/dashboard/certified');
    const certifiedCard = page.getByRole('article').filter({ hasText: description });
    await expect(certifiedCard).toBeVisible();
    // The card tells both levels of what was certified, in words.
    await expect(certifiedCard.getByRole('list', { name: 'Niveaux certifiés' }).getByRole('listitem')).toHaveText(['Écoute : auto-évaluation 2/4, enseignant·e 4/4']);
    await page.goto(`/experiences/${experience.id}`);
    await expect(page.getByRole('region', { name: 'Certifiée' })).toBeVisible();
    // Both levels side by side, each named: the learner's 2 stars and the teacher's 4.
    const listeningLevels = page.locator('.skill-row').filter({ hasText: 'Écoute' });
    await expect(listeningLevels.getByText('Vous', { exact: true })).toBeVisible();
    await expect(listeningLevels.getByRole('img', { name: 'Écoute : 2 étoiles sur 4 selon vous' })).toBeVisible();
    await expect(listeningLevels.getByRole('img', { name: "Écoute : 4 étoiles sur 4, certifié par l'enseignant·e" })).toBeVisible();
    await expect(page.getByText('En attente de validation')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Demander une reconnaissance' })).toHaveCount(0);

    // Certified means frozen: no edit entry but the reason, the editor's address leads back to the
    // view, and the server refuses a change of the text while a change of who sees it goes through.
    await expect(page.getByText(/Certifiée : son texte, sa date, sa photo et ses compétences restent tels que l'enseignant les a certifiés/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
    await page.goto(`/experiences/${experience.id}/edit`);
    await expectPath(page, `/experiences/${experience.id}`);
    const rewritten = await pageFetch(page, `/api/v2/experiences/${experience.id}`, { method: 'PATCH', body: { experience: { description: 'A remporté le premier prix national' } } });
    expect(rewritten.status).toBe(409);
    expect(rewritten.body.error.code).toBe('EXPERIENCE_CERTIFIED');
    expect((await pageFetch(page, `/api/v2/experiences/${experience.id}`, { method: 'PATCH', body: { experience: { sharing_parameters: 'private' } } })).status).toBe(200);
    await page.goto('/');
    const cardWithMenu = page.getByTestId('journal-card').filter({ hasText: description });
    await cardWithMenu.getByRole('button', { name: 'Options' }).click();
    await expect(page.locator('.card-menu').getByRole('menuitem', { name: /Modifier/ })).toBeDisabled();
    await expect(page.locator('.card-menu').getByText("Certifiée : elle reste telle que l'enseignant l'a certifiée")).toBeVisible();
  });

  test('the public proof: agreed before asking, only what was agreed once certified, and once withdrawn only that it was revoked', async ({ page, browser }) => {
    test.slow();
    await page.goto('/');
    const description = `Recognition proof ${Date.now()}`;
    const experience = await experienceToRecognise(page, description);
    const recognitionId = await askRecognition(
      page,
      experience.id,
      () => page.getByRole('radio', { name: /Thomas Tuteur/ }).check(),
      '',
      "Animation d'un atelier d'écoute",
      async () => {
        // Before asking, what the public proof will show: the badge's name, the skills, who and
        // where; of a private experience, neither its text nor its picture. Not sent unagreed.
        const proof = page.getByRole('group', { name: 'Ce que la preuve publique montrera' });
        await expect(proof.getByRole('listitem')).toHaveText([
          "son nom : « Animation d'un atelier d'écoute »",
          'les compétences Écoute, aux niveaux que l’enseignant·e certifie',
          'votre prénom et l’initiale de votre nom, le nom de l’enseignant·e, Demo et la date',
        ]);
        await expect(proof.getByText('Votre expérience n’est pas publique : son texte et sa photo restent hors de la preuve.')).toBeVisible();
        await expect(proof.getByRole('checkbox', { name: 'Montrer aussi le texte de mon expérience' })).toHaveCount(0);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('button', { name: 'Envoyer la demande' }).click();
        await expect(proof.getByText('Acceptez ce que la preuve publique montrera pour envoyer la demande.')).toBeVisible();
        await expect(page).toHaveURL((url) => url.pathname === `/recognition/${experience.id}/create/remark`);
      },
    );

    // The teacher certifies (the review page is the journey's business): through the API.
    const teacher = await browser.newContext({ ...sameDevice(test.info()), baseURL: E2E.demo, storageState: { cookies: [], origins: [] } });
    const teacherPage = await teacher.newPage();
    await signIn(teacherPage, TEACHER);
    await expect(teacherPage).toHaveURL((url) => !url.pathname.startsWith('/auth'));
    const skills = (await pageFetch(teacherPage, `/api/v2/micro_recognitions/${recognitionId}`)).body.data.skills;
    const certified = await pageFetch(teacherPage, `/api/v2/micro_recognitions/${recognitionId}/review`, {
      method: 'POST',
      body: { decision: 'certify', skills: [{ skill_id: skills[0].skill_id, level: 4 }] },
    });
    expect(certified.status, JSON.stringify(certified.body)).toBe(200);

    // The public proof shows what the learner agreed to: the badge's name, not the experience's text.
    await page.goto(`/experiences/${experience.id}`);
    await page.getByRole('link', { name: 'Voir le badge vérifiable' }).click();
    await expect(page).toHaveURL(/\/credentials\/[0-9a-f-]{36}$/);
    const proofUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Animation d'un atelier d'écoute");
    await expect(page.getByRole('status')).toHaveText('Valide : la signature est authentique et le badge n’a pas été révoqué.');
    await expect(page.locator('dl.facts').getByText('Léa L.', { exact: true })).toBeVisible();
    await expect(page.getByText(description)).toHaveCount(0);

    // The teacher withdraws the certification (through the API too): the proof says revoked, and
    // when, and nothing of the learner any more.
    const certificationId = (await pageFetch(page, `/api/v2/experiences/${experience.id}`)).body.data.certification_attributes[0].id;
    expect((await pageFetch(teacherPage, `/api/v2/certifications/${certificationId}`, { method: 'DELETE' })).status).toBe(204);
    await teacher.close();
    await page.goto(proofUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Badge révoqué');
    await expect(page.getByRole('status')).toHaveText('Révoqué : l’émetteur a retiré ce badge.');
    await expect(page.locator('dl.facts')).toContainText('Délivré par');
    await expect(page.locator('dl.facts')).toContainText('Révoqué le');
    for (const gone of ["Animation d'un atelier", 'Léa L.', 'Thomas Tuteur', 'Écoute']) await expect(page.getByText(gone)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Télécharger le badge/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('cancel: a confirmation, the spec §8 toast, and the experience can be asked for again', async ({ page }) => {
    await page.goto('/');
    const description = `Recognition to cancel ${Date.now()}`;
    const experience = await experienceToRecognise(page, description);
    await askRecognition(page, experience.id, () => page.getByRole('radio', { name: /Thomas Tuteur/ }).check(), '');
    await page.goto(`/experiences/${experience.id}`);
    await page.getByRole('button', { name: 'Annuler' }).click();
    await confirm(page, 'Annuler la demande');
    await expect(page.locator('.p-toast-message', { hasText: 'La demande de reconnaissance a été annulée' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demander une reconnaissance' })).toBeVisible();
    await expect(page.getByText('En attente de validation')).toHaveCount(0);

    // The card's menu offers it again, now that none is under way, and starts the request.
    await page.goto('/');
    await page.getByTestId('journal-card').filter({ hasText: description }).getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menu', { name: 'Options' }).getByRole('menuitem', { name: /Demander une reconnaissance/ }).click();
    await expectPath(page, `/recognition/${experience.id}/create/certificator`);
  });

  test("the card menu offers the request only while none is under way and the experience is not certified", async ({ page }) => {
    await page.goto('/');
    const description = `Recognition from the card ${Date.now()}`;
    const experience = await experienceToRecognise(page, description);
    await askRecognition(page, experience.id, () => page.getByRole('radio', { name: /Thomas Tuteur/ }).check(), '');
    await page.goto('/');
    const card = page.getByTestId('journal-card').filter({ hasText: description });
    await expect(card.getByText('En attente de validation')).toBeVisible();
    await card.getByRole('button', { name: 'Options' }).click();
    const menu = page.getByRole('menu', { name: 'Options' });
    await expect(menu.getByRole('menuitem', { name: /Modifier/ })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: /Demander une reconnaissance/ })).toHaveCount(0);
  });

  test('from the dashboard: the experience-selection modal (back chevron, single choice, validate disabled until one is picked)', async ({ page }) => {
    await page.goto('/');
    const description = `Recognition from the modal ${Date.now()}`;
    const experience = await experienceToRecognise(page, description);
    await page.reload();
    const ask = page.getByRole('button', { name: 'Demander une reconnaissance' });
    await ask.click();
    const dialog = page.getByRole('dialog', { name: 'Quelle expérience ?' });
    await expect(dialog).toBeVisible();
    const validate = dialog.getByRole('button', { name: 'Valider' });
    await expect(validate).toBeDisabled();
    // A compact list, not a card per screen: four experiences in view at once, on a phone too.
    await expect(dialog.getByRole('radio').nth(3)).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Retour' }).click();
    await expect(dialog).toBeHidden();
    await expect(ask).toBeFocused();

    await ask.click();
    await dialog.getByRole('radio', { name: new RegExp(description) }).check();
    await expect(validate).toBeEnabled();
    await validate.click();
    await expectPath(page, `/recognition/${experience.id}/create/certificator`);
  });
});

test('an external teacher reviews through the mailed link, signed out; a used link explains itself and offers a fresh one', async ({ page, browser }) => {
  test.slow();
  const learner = await browser.newContext({ storageState: STORAGE.learner });
  const learnerPage = await learner.newPage();
  await learnerPage.goto('/');
  const description = `External recognition ${Date.now()}`;
  const external = `ext-${Date.now()}@school.example`;
  const experience = await experienceToRecognise(learnerPage, description);
  await askRecognition(
    learnerPage,
    experience.id,
    async () => {
      await learnerPage.getByRole('radio', { name: 'Un autre enseignant, par e-mail' }).check();
      await learnerPage.getByLabel("E-mail de l'enseignant").fill('pas-une-adresse');
      await learnerPage.getByRole('button', { name: 'Suivant' }).click();
      await expect(learnerPage.getByText('Saisissez une adresse e-mail valide.')).toBeVisible();
      await expect(learnerPage.getByText("Saisissez le prénom de l'enseignant.")).toBeVisible();
      await learnerPage.getByLabel("E-mail de l'enseignant").fill(external);
      await learnerPage.getByLabel("Prénom de l'enseignant").fill('Ana');
      await learnerPage.getByLabel("Nom de l'enseignant", { exact: true }).fill('Lima');
    },
    'Bonjour Madame Lima, voici mon expérience.',
  );

  const link = linkTo(await nthMailTo(external), '/recognition/review');
  // Teachers from outside often open the mail on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Léa Lambert vous demande de reconnaître une expérience');
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Certifier' }).click();
  await confirm(page, 'Certifier');
  await expect(page.getByRole('status').filter({ hasText: 'Expérience certifiée pour Léa Lambert. Merci !' })).toBeVisible();

  // The link was good once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ce lien ne fonctionne plus');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: "M'envoyer un nouveau lien" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Si ce lien était le vôtre, un nouveau lien est en route.' })).toBeVisible();

  await learnerPage.goto(`/experiences/${experience.id}`);
  await expect(learnerPage.getByRole('region', { name: 'Certifiée' })).toBeVisible();
  await learner.close();
});
