// @vitest-environment node
/**
 * Report cards in a real browser: staff download a whole class arm's cards as one PDF, watching
 * its progress, one card a page in class-position order.
 */
import { readFileSync } from 'node:fs';
import { pdfText } from '@schoolmates/documents/test/pdf-text';
import { flatten, unwrap } from '@schoolmates/sdk';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiOf, choose, describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

// The demo school's First Term is released (its scores locked); the Second Term's end is open.
const term = 'Second Term';
const session = '2025/2026';

let portal: RunningPortal;
let browser: Browser;

describeInBrowser('report cards in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it("downloads a class arm's report cards as one PDF in class-position order", async () => {
    const admin = await signedIn(browser, portal.url, 'admin');
    const api = await apiOf(admin, portal.url);
    // Two more students in JSS 1 A with exam scores, beside the demo student.
    const jss1 = flatten((await unwrap(api.GET('/class'))).data).find(
      (c) => c.class_name === 'JSS 1',
    );
    if (!jss1) throw new Error('no JSS 1');
    const added = [];
    for (const [surname, firstname, admission] of [
      ['Zubair', 'Zara', 'CARDS/101'],
      ['Bankole', 'Bayo', 'CARDS/102'],
    ]) {
      const created = await unwrap(
        api.POST('/student', {
          body: {
            surname: surname as string,
            firstname: firstname as string,
            admission_number: admission as string,
            gender: 'female',
            dob: '2013-05-02',
            session_admitted: session,
            class_id: jss1.queryId,
            sub_class: 'A',
          },
        }),
      );
      added.push(created.data.id);
    }
    const chidi = flatten(
      (await unwrap(api.GET('/student', { params: { query: { class_id: jss1.queryId } } }))).data,
    ).find((s) => s.firstname === 'Chidi' && s.surname === 'Danjuma');
    if (!chidi) throw new Error('no demo student');
    const { subjects } = flatten(
      (
        await unwrap(
          api.GET('/subject/{class_id}', { params: { path: { class_id: jss1.queryId } } }),
        )
      ).data,
    );
    const [zara, bayo] = added as [string, string];
    // Scores are entered by the class teacher.
    const teacher = await signedIn(browser, portal.url, 'teacher');
    const teacherApi = await apiOf(teacher, portal.url);
    for (const subject of subjects.slice(0, 2)) {
      await unwrap(
        teacherApi.POST('/endTermResult', {
          body: {
            class_id: jss1.queryId,
            sub_class: 'A',
            subject_id: subject.subject_id,
            period: 'Second Half',
            term,
            session,
            students: [
              [zara, 58],
              [chidi.queryId, 40],
              [bayo, 12],
            ].map(([id, exam]) => ({
              student_id: String(id),
              scores: [{ component: 'exam' as const, score: Number(exam), absent: false as const }],
            })),
          },
        }),
      );
    }

    await teacher.context().close();
    await admin.goto(`${portal.url}/academic-works/results/view`);
    await choose(admin, 'Class', 'JSS 1 A');
    await choose(admin, 'Term', term);
    await choose(admin, 'Period', 'End of term (Second Half)');
    const button = admin.getByRole('button', { name: /^Download class PDF \(\d+ cards\)/ });
    await button.waitFor();
    const cards = Number((await button.textContent())?.match(/\((\d+) cards\)/)?.[1]);
    // Each student's cumulative scores answer slowly, so the progress can be watched.
    await admin.route('**/api/cumulativescore/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const downloaded = admin.waitForEvent('download');
    await button.click();
    await admin
      .getByRole('status')
      .getByText(/^Reading \d+ of \d+ students…$/)
      .waitFor();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(
      'JSS 1 A report cards Second Term End of term 2025-2026.pdf',
    );
    const pdf = readFileSync((await file.path()) ?? '');
    // One card a page, a card of many subjects too (drawn smaller, never onto a second page).
    const pages = pdfText(pdf)
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages).toHaveLength(cards);
    // The class positions as the server ranks them.
    const ranked = flatten(
      (
        await unwrap(
          api.GET('/get-result', {
            params: {
              query: { class: jss1.queryId, sub_class: 'A', period: 'Second Half', term, session },
            },
          }),
        )
      ).data,
    ).sort((a, b) => (a.position ?? 99) - (b.position ?? 99));
    const order = ranked.map((r) => r.student_fullname);
    expect(ranked).toHaveLength(cards);
    pages.forEach((text, i) => {
      expect(text).toContain(order[i]);
      expect(text).toContain('EVALUATION REPORT');
    });
    await admin.getByText('Report cards of JSS 1 A downloaded').waitFor();
    await admin.context().close();
  }, 180_000);

  it("lets the principal write a student's comment, no longer than the contract allows", async () => {
    // The Second Term results of JSS 1 A entered by the test above (not released).
    const principal = await signedIn(browser, portal.url, 'principal');
    await principal.goto(`${portal.url}/academic-works/results/view`);
    await choose(principal, 'Class', 'JSS 1 A');
    await choose(principal, 'Term', term);
    await choose(principal, 'Period', 'End of term (Second Half)');
    await principal.getByText(/^Principal's comments · \d+ students$/).click();
    const zara = principal.getByRole('form', { name: "Principal's comment for Zubair Zara" });
    const box = zara.getByRole('textbox', { name: "Principal's comment" });
    // The box takes no more than the contract's 1000 characters.
    await box.fill('x'.repeat(1001));
    expect((await box.inputValue()).length).toBe(1000);
    await box.fill('Zara has worked hard this term.');
    await zara.getByRole('button', { name: 'Save comment' }).click();
    await principal.getByText("Principal's comment saved").first().waitFor();
    expect(await zara.getByRole('alert').count()).toBe(0);
    // The card shows it. The student is picked by typing on the closed box (the class's list is
    // longer than the window; a space would open it). Typeahead forgets after a second, so a busy
    // machine may need another go.
    const student = principal.getByRole('combobox', { name: /^Student/ });
    await expect
      .poll(
        async () => {
          await student.focus();
          await principal.keyboard.type('Zubair');
          return await student.textContent();
        },
        { timeout: 30_000 },
      )
      .toMatch(/^Zubair Zara/);
    const card = principal.getByRole('article', { name: 'Report card of Zubair Zara' });
    await expect
      .poll(async () => (await card.textContent()) ?? '', { timeout: 15_000 })
      .toContain("Principal's commentZara has worked hard this term.");
    await principal.context().close();
  }, 120_000);

  it('prints exactly the sections the sheet settings say, for both periods', async () => {
    const admin = await signedIn(browser, portal.url, 'admin');
    const notFound: string[] = [];
    admin.on('response', (r) => {
      if (r.url().includes('/api/') && r.status() === 404) notFound.push(r.url());
    });
    const checkbox = (name: string) => admin.getByRole('checkbox', { name, exact: true });
    // Each period's settings: leave one section out and save.
    for (const [period, leaveOut] of [
      ['End of term (Second Half)', 'Attendance Record'],
      ['Mid-term (First Half)', "Class Teacher's Comment"],
    ] as const) {
      // Settings are kept per term: the First Term's, whose cards the demo school has.
      await admin.goto(`${portal.url}/school/academic-setup/sheet-settings`);
      await choose(admin, 'Term', 'First Term');
      await choose(admin, 'Period', period);
      await checkbox(leaveOut).click();
      await admin.getByRole('button', { name: 'Save sheet settings' }).click();
      await admin
        .getByText(/^Sheet settings saved/)
        .first()
        .waitFor();
      // The page shows the stored state after a reload.
      await admin.reload();
      await choose(admin, 'Term', 'First Term');
      await choose(admin, 'Period', period);
      await checkbox('Abacus').waitFor();
      expect(await checkbox(leaveOut).getAttribute('aria-checked')).toBe('false');
      expect(await checkbox('Abacus').getAttribute('aria-checked')).toBe('true');
    }
    expect(notFound).toEqual([]);

    for (const [period, gone, kept] of [
      ['End of term (Second Half)', 'Attendance record', "Class teacher's comment"],
      ['Mid-term (First Half)', "Class teacher's comment", 'Evaluation report'],
    ] as const) {
      await admin.goto(`${portal.url}/academic-works/results/view`);
      await choose(admin, 'Class', 'JSS 1 A');
      await choose(admin, 'Term', 'First Term');
      await choose(admin, 'Period', period);
      await choose(admin, 'Student', /Danjuma Chidi/);
      const card = admin.getByRole('article', { name: /^Report card of / });
      await card.waitFor();
      const shown = (await card.textContent()) ?? '';
      expect(shown).toContain(kept);
      expect(shown).not.toContain(gone);
      const [file] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const text = pdfText(readFileSync((await file.path()) ?? ''));
      expect(text).toContain(kept.toUpperCase());
      expect(text).not.toContain(gone.toUpperCase());
    }
    await admin.context().close();
  }, 180_000);
});
