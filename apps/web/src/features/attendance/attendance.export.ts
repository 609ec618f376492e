/** An attendance report as tables, for the CSV and XLSX exports: one row per student, and per period. */
import type { Table } from '../../lib/spreadsheet.ts';
import type { Report } from './attendance.api.ts';

const pct = (p: number | null) => (p === null ? '' : p);

export function studentsTable(report: Report): Table {
  return {
    header: [
      'Student',
      'Admission number',
      'Class',
      'Arm',
      'Marked',
      'Present',
      'Late',
      'Absent',
      'Excused',
      '% present',
    ],
    rows: report.students.map((s) => [
      s.student_fullname,
      s.admission_number,
      s.class_name,
      s.sub_class,
      s.marked,
      s.present,
      s.late,
      s.absent,
      s.excused,
      pct(s.percentage),
    ]),
  };
}

export function periodsTable(report: Report): Table {
  return {
    header: [
      'Period',
      'From',
      'Registers',
      'Marked',
      'Present',
      'Late',
      'Absent',
      'Excused',
      '% present',
    ],
    rows: report.periods.map((p) => [
      p.label,
      p.starts,
      p.registers,
      p.marked,
      p.present,
      p.late,
      p.absent,
      p.excused,
      pct(p.percentage),
    ]),
  };
}
