export { type Band, type BandEdit, moveBand, pickComment, removeBand } from './bands.ts';
export { type Cell, cellText, parseCell, rowTenths } from './cells.ts';
export {
  type CumulativeStudent,
  type CumulativeSubject,
  computeClassCumulative,
  type TermTotal,
} from './cumulative.ts';
export {
  bandCoverageIssues,
  bandCoverageProblems,
  type CoverageIssue,
  type GradePointBand,
  type GradingBand,
  gradeFor,
  gradeOfTotal,
  gradePointAverage,
  gradePointFor,
  percentOf,
} from './grading.ts';
export { divideHalfUp, fromTenths, meanOfTenths, toTenths, wholeHalfUp } from './numbers.ts';
export { byNumber, compareRatios, competitionRanks, type Ratio } from './ranking.ts';
export {
  assessmentCount,
  type ComponentInput,
  type ComponentKey,
  componentsOf,
  type FieldErrors,
  keyComponents,
  SCORE_OPTIONS,
  type SchemeComponent,
  type ScoreOption,
  schemeProblems,
  schemeValue,
} from './scheme.ts';
export {
  type ClassRanking,
  type ClassTermOutcome,
  computeClassTerm,
  type ScoreEntry,
  type StudentOutcome,
  type SubjectOutcome,
  type SubjectStatistics,
} from './term-results.ts';
