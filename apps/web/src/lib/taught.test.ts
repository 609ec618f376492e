import { describe, expect, it } from 'vitest';
import { taughtArms, taughtClasses, taughtSubjects } from './taught.ts';

// The demo teacher: class teacher of JSS 1 A (every subject), Mathematics in JSS 1 B and in
// every arm of JSS 2.
const entries = [
  { class_id: '1', class_name: 'JSS 1', sub_class: 'A', subject_id: '10', subject: 'English' },
  { class_id: '1', class_name: 'JSS 1', sub_class: 'A', subject_id: '11', subject: 'Mathematics' },
  { class_id: '1', class_name: 'JSS 1', sub_class: 'B', subject_id: '11', subject: 'Mathematics' },
  { class_id: '2', class_name: 'JSS 2', sub_class: null, subject_id: '11', subject: 'Mathematics' },
];
const classes = [
  { queryId: '1', class_name: 'JSS 1', sub_class: ['A', 'B', 'C'] },
  { queryId: '2', class_name: 'JSS 2', sub_class: ['A', 'B'] },
  { queryId: '3', class_name: 'JSS 3', sub_class: ['A', 'B'] },
];

describe('what Create Assignment offers a teacher', () => {
  it('only the arms she teaches in, a subject for every arm counting for each', () => {
    expect(taughtArms(entries, classes)).toEqual([
      { value: '1|A', label: 'JSS 1 A' },
      { value: '1|B', label: 'JSS 1 B' },
      { value: '2|A', label: 'JSS 2 A' },
      { value: '2|B', label: 'JSS 2 B' },
    ]);
  });

  it('in an arm, only the subjects she teaches there', () => {
    expect(taughtSubjects(entries, '1', 'A')).toEqual([
      { value: '10', label: 'English' },
      { value: '11', label: 'Mathematics' },
    ]);
    expect(taughtSubjects(entries, '1', 'B')).toEqual([{ value: '11', label: 'Mathematics' }]);
    expect(taughtSubjects(entries, '2', 'B')).toEqual([{ value: '11', label: 'Mathematics' }]);
    expect(taughtSubjects(entries, '3', 'A')).toEqual([]);
  });
});

describe('what Lesson Notes offers a teacher (a note is for a class, whichever arm)', () => {
  it('only the classes she teaches in', () => {
    expect(taughtClasses(entries)).toEqual([
      { value: '1', label: 'JSS 1' },
      { value: '2', label: 'JSS 2' },
    ]);
  });

  it('in a class, the subjects she teaches in any of its arms', () => {
    expect(taughtSubjects(entries, '1')).toEqual([
      { value: '10', label: 'English' },
      { value: '11', label: 'Mathematics' },
    ]);
    expect(taughtSubjects(entries, '2')).toEqual([{ value: '11', label: 'Mathematics' }]);
    expect(taughtSubjects(entries, '3')).toEqual([]);
  });
});
