export {
  type AssignmentOption,
  type AssignmentScore,
  assignmentScore,
  type MarkedQuestion,
  OPTIONS,
  objectiveMarkTenths,
  optionsProblem,
  percentageOfTenths,
  theoryMarkProblem,
  type WeeklyPoint,
  type WeeklyResult,
  weeklySeries,
} from './marking.ts';
