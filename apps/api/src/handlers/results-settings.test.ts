import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conforms } from '../test/conforms.ts';
import { setup, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setup();
});
afterAll(() => t?.close());

const scheme = (maxima: number[]) => ({
  components: maxima.map((maximum, i) => ({
    name: i === maxima.length - 1 ? 'Exam' : `Assessment ${i + 1}`,
    maximum,
    period: i === maxima.length - 1 ? 'Second Half' : 'First Half',
  })),
});

describe('score settings', () => {
  it('lists the presets 40-60, 20-20-60, 10-10-20-60', async () => {
    const res = await t.call('GET', '/v2/result/settings', { as: 'principal' });
    expect(res.statusCode).toBe(200);
    const values = conforms(res, 'ScoreOptionList').data.map(
      (o: { attributes: { value: string } }) => o.attributes.value,
    );
    expect(values).toEqual(expect.arrayContaining(['40-60', '20-20-60', '10-10-20-60']));
  });

  it('has no settings (404) until saved; then /maximumscores reflects them', async () => {
    expect((await t.call('GET', '/maximumscores', { as: 'teacher' })).statusCode).toBe(404);
    const saved = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: { score_option_id: '3', ...scheme([10, 10, 20, 60]) },
    });
    expect(saved.statusCode).toBe(200);
    expect(conforms(saved, 'ScoreSettingItem').data.attributes).toMatchObject({
      value: '10-10-20-60',
      assessment_type: 3,
      total: 100,
      has_scores: false,
    });
    expect(saved.json().data.attributes.components.map((c: { key: string }) => c.key)).toEqual([
      'ca1',
      'ca2',
      'ca3',
      'exam',
    ]);
    const max = await t.call('GET', '/maximumscores', { as: 'teacher' });
    expect(conforms(max, 'MaximumScoresItem').data.attributes).toMatchObject({
      midterm: 40,
      first_assessment: 10,
      second_assessment: 10,
      has_two_assessment: true,
      exam: 60,
      total: 100,
    });
    const forty = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: scheme([40, 60]),
    });
    expect(forty.statusCode).toBe(200);
    const after = await t.call('GET', '/maximumscores', { as: 'teacher' });
    expect(after.json().data.attributes).toMatchObject({
      midterm: 40,
      first_assessment: 40,
      second_assessment: null,
      has_two_assessment: false,
    });
    const read = await t.call('GET', '/v2/result/score/school-settings', {
      as: 'teacher',
      query: { sch_id: String(t.ids.demo.schId) },
    });
    expect(read.json().data.attributes.value).toBe('40-60');
    const otherSchool = await t.call('GET', '/v2/result/score/school-settings', {
      as: 'teacher',
      query: { sch_id: String(t.ids.other.schId) },
    });
    expect(otherSchool.statusCode).toBe(403);
  });

  it('refuses schemes that do not sum to 100 or lack an exam (422, nothing written)', async () => {
    const before = await t.rowCount();
    const sum = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: scheme([20, 20, 50]),
    });
    expect(sum.statusCode).toBe(422);
    expect(sum.json().errors['components.maximum']).toBeDefined();
    const noExam = await t.call('POST', '/v2/result/settings/store', {
      as: 'admin',
      body: {
        components: [
          { name: 'A', maximum: 100, period: 'First Half' },
          { name: 'B', maximum: 0, period: 'First Half' },
        ],
      },
    });
    expect(noExam.statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);
    const teacher = await t.call('POST', '/v2/result/settings/store', {
      as: 'teacher',
      body: scheme([40, 60]),
    });
    expect(teacher.statusCode).toBe(403);
  });
});

describe('grading bands', () => {
  const bands = [
    { score_from: 0, score_to: 39, grade: 'F', remark: 'Fail' },
    { score_from: 40, score_to: 59, grade: 'C', remark: 'Credit' },
    { score_from: 60, score_to: 69, grade: 'B', remark: 'Good' },
    { score_from: 70, score_to: 100, grade: 'A', remark: 'Excellent' },
  ];

  it('refuses overlaps and gaps with the reason on the band, writing nothing', async () => {
    const before = await t.rowCount();
    const overlap = await t.call('POST', '/grading', {
      as: 'admin',
      body: { bands: [bands[0], { ...bands[1], score_from: 35 }, bands[2], bands[3]] },
    });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['bands.1.score_from']).toEqual([
      'Band 2 overlaps the band before it.',
    ]);
    const gap = await t.call('POST', '/grading', {
      as: 'admin',
      body: { bands: [bands[0], bands[1], bands[3]] },
    });
    expect(gap.statusCode).toBe(422);
    expect(gap.json().errors['bands.2.score_from']).toEqual(['Scores 60 to 69 have no band.']);
    const short = await t.call('POST', '/grading', {
      as: 'admin',
      body: { bands: bands.slice(0, 3) },
    });
    expect(short.statusCode).toBe(422);
    expect(await t.rowCount()).toBe(before);
  });

  it('saves a cover of 0..100, moves a shared bound with its neighbour, deletes into the band below', async () => {
    const saved = await t.call('POST', '/grading', { as: 'principal', body: { bands } });
    expect(saved.statusCode).toBe(200);
    const ids = saved.json().data.map((b: { id: string }) => b.id);
    const moved = await t.call('PATCH', `/grading/${ids[2]}`, {
      as: 'admin',
      body: { score_from: 58, grade: 'B+' },
    });
    expect(moved.statusCode).toBe(200);
    conforms(moved, 'GradingList');
    const ranges = (res: typeof moved) =>
      res
        .json()
        .data.map(
          (b: { attributes: { score_from: number; score_to: number; grade: string } }) =>
            `${b.attributes.score_from}-${b.attributes.score_to} ${b.attributes.grade}`,
        );
    expect(ranges(moved)).toEqual(['0-39 F', '40-57 C', '58-69 B+', '70-100 A']);
    const crossing = await t.call('PATCH', `/grading/${ids[2]}`, {
      as: 'admin',
      body: { score_from: 39 },
    });
    expect(crossing.statusCode).toBe(409);
    const outer = await t.call('PATCH', `/grading/${ids[0]}`, {
      as: 'admin',
      body: { score_from: 1 },
    });
    expect(outer.statusCode).toBe(409);
    const deleted = await t.call('DELETE', `/grading/${ids[2]}`, { as: 'admin' });
    expect(deleted.statusCode).toBe(200);
    const list = await t.call('GET', '/grading', { as: 'teacher' });
    expect(ranges(list)).toEqual(['0-39 F', '40-69 C', '70-100 A']);
    const stranger = await t.call('PATCH', `/grading/${ids[0]}`, {
      as: 'other-admin',
      body: { grade: 'X' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('grade points: cover rule, two decimals and the derived key range', async () => {
    const bad = await t.call('POST', '/gpa', {
      as: 'admin',
      body: { bands: [{ min_mark: 0, max_mark: 50, grade_point: 1, remark: 'Low' }] },
    });
    expect(bad.statusCode).toBe(422);
    const ok = await t.call('POST', '/gpa', {
      as: 'admin',
      body: {
        bands: [
          { min_mark: 0, max_mark: 49, grade_point: 1.5, remark: 'Low' },
          { min_mark: 50, max_mark: 100, grade_point: 4.75, remark: 'High' },
        ],
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(conforms(ok, 'GradePointList').data[1].attributes).toMatchObject({
      grade_point: 4.75,
      key_range: '50-100',
    });
    const del = await t.call('DELETE', `/gpa/${ok.json().data[1].id}`, { as: 'admin' });
    expect(del.statusCode).toBe(200);
    const only = await t.call('GET', '/gpa', { as: 'teacher' });
    expect(only.json().data[0].attributes.key_range).toBe('0-100');
    const last = await t.call('DELETE', `/gpa/${only.json().data[0].id}`, { as: 'admin' });
    expect(last.statusCode).toBe(409);
  });
});

describe('sheet, activities, skills, comments, dates', () => {
  it('sheet sections: every section until saved (200, not 404), then as saved per (period, term)', async () => {
    const before = await t.call('GET', '/v2/result/sheet/school-settings', {
      as: 'admin',
      query: { period: 'First Half', term: 'Second Term' },
    });
    expect(before.statusCode).toBe(200);
    const defaults = conforms(before, 'SheetSettingItem').data.attributes;
    expect(defaults.saved).toBe(false);
    expect(defaults.sheet_sections).toHaveLength(15);
    const bad = await t.call('POST', '/v2/result/settings/save-sheet-sections', {
      as: 'admin',
      body: { period: 'Second Half', term: 'First Term', sheet_ids: ['1', '999'] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['sheet_ids.1']).toBeDefined();
    const saved = await t.call('POST', '/v2/result/settings/save-sheet-sections', {
      as: 'admin',
      body: { period: 'Second Half', term: 'First Term', sheet_ids: ['3', '1'] },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.call('GET', '/v2/result/sheet/school-settings', {
      as: 'teacher',
      query: { period: 'Second Half', term: 'First Term' },
    });
    expect(
      conforms(read, 'SheetSettingItem').data.attributes.sheet_sections.map(
        (s: { id: string }) => s.id,
      ),
    ).toEqual(['3', '1']);
    expect(read.json().data.attributes.saved).toBe(true);
  });

  it('extra-curricular activities for a class or all, unique per scope; preschool ones apart', async () => {
    const classId = String(t.ids.demo.classIds[0]);
    const all = await t.call('POST', '/extra-curricular', { as: 'admin', body: { name: 'Chess' } });
    expect(all.statusCode).toBe(201);
    const jss1 = await t.call('POST', '/extra-curricular', {
      as: 'admin',
      body: { name: 'Debate', class_id: classId },
    });
    expect(conforms(jss1, 'ExtraCurricularItem').data.attributes).toMatchObject({
      class_id: classId,
      class_name: 'JSS 1',
    });
    const dup = await t.call('POST', '/extra-curricular', { as: 'admin', body: { name: 'chess' } });
    expect(dup.statusCode).toBe(409);
    const forJss2 = await t.call('GET', '/extra-curricular', {
      as: 'teacher',
      query: { class_id: String(t.ids.demo.classIds[1]) },
    });
    expect(
      forJss2.json().data.map((a: { attributes: { name: string } }) => a.attributes.name),
    ).toEqual(['Chess']);
    const pre = await t.call('POST', '/preschoolcurricular', {
      as: 'admin',
      body: { name: 'Chess' },
    });
    expect(pre.statusCode).toBe(201);
    const wrongKind = await t.call('DELETE', `/delete-extra-curricular/${pre.json().data.id}`, {
      as: 'admin',
    });
    expect(wrongKind.statusCode).toBe(404);
    const gone = await t.call('DELETE', `/delete-preschoolcurricular/${pre.json().data.id}`, {
      as: 'admin',
    });
    expect(gone.statusCode).toBe(200);
  });

  it('skills and report types: one group per type and campus', async () => {
    const skill = await t.call('POST', '/skills', {
      as: 'admin',
      body: { skill_type: 'affective_disposition', attribute: ['Punctuality', 'Neatness'] },
    });
    expect(skill.statusCode).toBe(201);
    const again = await t.call('POST', '/skills', {
      as: 'admin',
      body: { skill_type: 'affective_disposition', attribute: ['Honesty'] },
    });
    expect(again.statusCode).toBe(409);
    const changed = await t.call('PATCH', `/skills/${skill.json().data.id}`, {
      as: 'admin',
      body: { attribute: ['Honesty'] },
    });
    expect(conforms(changed, 'SkillItem').data.attributes.attribute).toEqual(['Honesty']);
    const report = await t.call('POST', '/reports', {
      as: 'admin',
      body: { report_type: 'pupil_report', attribute: ['Reading'] },
    });
    expect(report.statusCode).toBe(201);
    expect(
      (await t.call('GET', `/reports/${report.json().data.id}`, { as: 'teacher' })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('GET', `/skills/${report.json().data.id}`, { as: 'teacher' })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/reports/${report.json().data.id}`, { as: 'other-admin' })).statusCode,
    ).toBe(404);
  });

  it('principal comments by average range; only the principal writes them', async () => {
    const teacher = await t.call('POST', '/principalcomment', {
      as: 'teacher',
      body: { hos_comment: 'Good', score_from: 0, score_to: 100 },
    });
    expect(teacher.statusCode).toBe(403);
    const reversed = await t.call('POST', '/principalcomment', {
      as: 'principal',
      body: { hos_comment: 'Bad range', score_from: 80, score_to: 70 },
    });
    expect(reversed.statusCode).toBe(422);
    for (const [text, from, to] of [
      ['Excellent work.', 70, 100],
      ['Keep trying.', 0, 69],
    ] as const) {
      const res = await t.call('POST', '/principalcomment', {
        as: 'principal',
        body: { hos_comment: text, score_from: from, score_to: to },
      });
      expect(res.statusCode).toBe(201);
    }
    // 69.5 rounds half up to 70
    const suggest = await t.call('GET', '/principalcomment', {
      as: 'teacher',
      query: { average: '69.5' },
    });
    expect(
      conforms(suggest, 'PrincipalCommentList').data.map(
        (c: { attributes: { hos_comment: string } }) => c.attributes.hos_comment,
      ),
    ).toEqual(['Excellent work.']);
  });

  it('closing and resumption dates default to the current term', async () => {
    expect((await t.call('GET', '/closingresumption', { as: 'teacher' })).statusCode).toBe(404);
    const bad = await t.call('POST', '/closingresumption', {
      as: 'admin',
      body: {
        term: 'First Term',
        session: '2025/2026',
        session_ends: '2025-12-12',
        session_resumes: '2025-12-01',
      },
    });
    expect(bad.statusCode).toBe(422);
    const saved = await t.call('POST', '/closingresumption', {
      as: 'admin',
      body: {
        term: 'First Term',
        session: '2025/2026',
        session_ends: '2025-12-12',
        session_resumes: '2026-01-12',
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = await t.call('GET', '/closingresumption', { as: 'teacher' });
    expect(conforms(read, 'ClosingResumptionItem').data.attributes).toMatchObject({
      session_ends: '2025-12-12',
      session_resumes: '2026-01-12',
    });
  });
});
