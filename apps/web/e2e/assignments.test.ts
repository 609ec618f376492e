// @vitest-environment node
/**
 * Assignments in a real browser: the teacher sets and publishes objective and theory questions,
 * the student answers (a reload in the middle keeps the draft) and submits, the teacher marks
 * the theory answer and publishes the results, and the student sees the score, the correct
 * answers and the chart.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { choose, describeInBrowser, launchChromium, signedIn } from './browser.ts';
import { type RunningPortal, startPortal } from './server.ts';

let portal: RunningPortal;
let browser: Browser;

describeInBrowser('assignments in a real browser', () => {
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('goes from a published assignment to a marked result the student sees', async () => {
    // The teacher (class teacher of JSS 1 A) sets week 3's Mathematics (the demo has weeks 1–2).
    const teacher = await signedIn(browser, portal.url, 'teacher');
    await teacher.goto(`${portal.url}/academic-works/assignment/create?week=3`);
    // only the arms she teaches: her own JSS 1 A, Mathematics in JSS 1 B (issue 25), no SSS
    await teacher.getByRole('combobox', { name: /^Class/ }).click();
    await teacher.getByRole('option', { name: 'JSS 1 B' }).waitFor();
    expect(await teacher.getByRole('option', { name: /^SSS/ }).count()).toBe(0);
    await teacher.getByRole('option', { name: 'JSS 1 B' }).click();
    await teacher.getByRole('combobox', { name: /^Subject/ }).click();
    expect(await teacher.getByRole('option').allTextContents()).toEqual(['Mathematics']);
    await teacher.keyboard.press('Escape');
    await choose(teacher, 'Class', 'JSS 1 A');
    await choose(teacher, 'Subject', 'Mathematics');
    await teacher.getByRole('button', { name: 'Add objective question' }).click();
    const objective = teacher.getByRole('region', { name: 'Objective question 1' });
    await objective.getByLabel('Question', { exact: true }).fill('What is 7 × 8?');
    for (const [letter, text] of [
      ['A', '54'],
      ['B', '56'],
      ['C', '58'],
      ['D', '64'],
    ]) {
      await objective.getByLabel(`Option ${letter}`, { exact: true }).fill(text as string);
    }
    await objective.getByLabel('Mark', { exact: true }).fill('2');
    await teacher.getByRole('button', { name: 'Add theory question' }).click();
    const theory = teacher.getByRole('region', { name: 'Theory question 1' });
    await theory.getByLabel('Question', { exact: true }).fill('Why are leaves green?');
    await theory.getByLabel(/^Model answer/).fill('MODEL: chlorophyll reflects green light');
    await theory.getByLabel('Mark', { exact: true }).fill('5');
    // the machine's check names what is missing before anything is saved
    await teacher.getByRole('button', { name: 'Save and publish' }).click();
    await teacher.getByText('Choose exactly one correct answer').waitFor();
    await teacher.getByText('Choose a due date').waitFor();
    await objective.getByRole('radio', { name: 'Option B is correct' }).click();
    await teacher.getByLabel('Due date').fill('2099-12-31');
    await teacher.getByRole('button', { name: 'Save and publish' }).click();
    await teacher.getByText('The assignment is published').waitFor();
    await teacher.context().close();

    // The student answers, reloads (the draft stays), submits with a confirmation.
    const student = await signedIn(browser, portal.url, 'student');
    const questions = `${portal.url}/academic-works/assignment/questions?week=3`;
    await student.goto(`${questions}&kind=objective`);
    await student.getByRole('radio', { name: /56/ }).click();
    await student.reload();
    await student.getByRole('radio', { name: /56/, checked: true }).waitFor();
    expect(await student.textContent('body')).not.toContain('MODEL:');
    await student.getByRole('button', { name: 'Submit answers' }).click();
    await student.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await student.getByText('Submitted', { exact: true }).waitFor();
    await student.goto(`${questions}&kind=theory`);
    await student.getByLabel('Question 1').fill('Leaves have chlorophyll.');
    await student.reload();
    expect(await student.getByLabel('Question 1').inputValue()).toBe('Leaves have chlorophyll.');
    await student.getByRole('button', { name: 'Submit answers' }).click();
    await student.getByRole('alertdialog').getByRole('button', { name: 'Submit' }).click();
    await student.getByText('Submitted', { exact: true }).waitFor();
    expect(await student.textContent('body')).not.toContain('MODEL:');

    // The teacher marks the theory answer and publishes both results.
    const marker = await signedIn(browser, portal.url, 'teacher');
    await marker.goto(`${portal.url}/academic-works/assignment/submissions?week=3&kind=theory`);
    await choose(marker, 'Class', 'JSS 1 A');
    await choose(marker, 'Subject', 'Mathematics');
    // One of the arm's students submitted (the demo school's arm has more than one).
    await marker.getByText(/^Submissions: 1 of \d+$/).waitFor();
    const mark = marker.getByRole('textbox', { name: /^Mark for / }).first();
    await mark.fill('3.5');
    await marker
      .getByRole('textbox', { name: /^Comment for / })
      .first()
      .fill('Say what chlorophyll does.');
    await marker.getByRole('button', { name: 'Save marks' }).click();
    await marker.getByText('Marks saved').waitFor();
    await marker.getByRole('button', { name: 'Publish results' }).click();
    await marker.getByText(/Results published for 1 student/).waitFor();
    await choose(marker, 'Kind', 'Objective');
    await marker.getByRole('button', { name: 'Publish results' }).click();
    await marker
      .getByText(/Results published for 1 student/)
      .first()
      .waitFor();
    await marker.context().close();

    // The student sees the score, the correct answers and the chart.
    await student.goto(`${questions}&kind=objective`);
    await student.getByText('Score 2 / 2 (100%)').waitFor();
    await student.getByText('correct answer').waitFor();
    await student.goto(`${questions}&kind=theory`);
    await student.getByText('Score 3.5 / 5 (70%)').waitFor();
    await student.getByText(/MODEL: chlorophyll/).waitFor();
    await student.getByText(/Say what chlorophyll does/).waitFor();
    await student.goto(`${portal.url}/academic-works/assignment/performance`);
    await student.getByRole('img', { name: /percentage per week/ }).waitFor();
    // week 3: objective 100 and theory 70 → 85
    await student.getByRole('cell', { name: '85%' }).waitFor();
    await student.context().close();
  }, 240_000);
});
