import { describe, expect, it } from 'vitest';
import {
  assignmentScore,
  objectiveMarkTenths,
  optionsProblem,
  percentageOfTenths,
  theoryMarkProblem,
  weeklySeries,
} from './marking.ts';

describe('assignment marking', () => {
  it('an objective answer earns the whole mark or nothing', () => {
    expect(objectiveMarkTenths('option2', 'option2', 3)).toBe(30);
    expect(objectiveMarkTenths('option1', 'option2', 3)).toBe(0);
  });

  it('a theory mark is 0 to the question mark, in tenths', () => {
    expect(theoryMarkProblem(0, 5)).toBeNull();
    expect(theoryMarkProblem(35, 5)).toBeNull();
    expect(theoryMarkProblem(50, 5)).toBeNull();
    expect(theoryMarkProblem(51, 5)).toMatch(/at most/);
    expect(theoryMarkProblem(-1, 5)).toMatch(/0 or more/);
  });

  it('the four options must differ, trimmed and case-insensitively', () => {
    expect(optionsProblem(['a', 'b', 'c', 'd'])).toBeNull();
    expect(optionsProblem(['Lagos', ' lagos', 'Abuja', 'Kano'])).toMatch(/different/);
  });

  it('percentages have 2 decimals, half up', () => {
    expect(percentageOfTenths(20, 3)).toBe(66.67);
    expect(percentageOfTenths(10, 3)).toBe(33.33);
    expect(percentageOfTenths(35, 8)).toBe(43.75);
    expect(percentageOfTenths(1, 16)).toBe(0.63); // 0.625 → 0.63
  });

  it('a result counts every question, unanswered ones as 0', () => {
    expect(
      assignmentScore([
        { questionMark: 2, markTenths: 20 },
        { questionMark: 2, markTenths: 0 },
        { questionMark: 5, markTenths: 35 },
        { questionMark: 1, markTenths: null },
      ]),
    ).toEqual({ totalMark: 10, score: 5.5, percentage: 55 });
  });

  it('the weekly series is the mean percentage per week, in week order', () => {
    expect(
      weeklySeries([
        { week: 3, percentage: 50 },
        { week: 1, percentage: 100 },
        { week: 3, percentage: 66.67 },
        { week: 1, percentage: 33.33 },
      ]),
    ).toEqual([
      { week: 1, percentage: 66.67, results: 2 },
      { week: 3, percentage: 58.34, results: 2 },
    ]);
  });
});
