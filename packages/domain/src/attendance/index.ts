export {
  ATTENDANCE_MARKS,
  type AttendanceFigures,
  type AttendanceMark,
  addFigures,
  attendancePercentage,
  figuresOf,
  type Holiday,
  reportCardAttendance,
  type SchoolDay,
  schoolDayOf,
  type TermDates,
  weekStart,
} from './attendance.ts';
