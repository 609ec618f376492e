/** Rows the setup stories share. */
export const classes = [
  { queryId: '1', class_name: 'JSS 1', sub_class: ['A', 'B'], campus_name: 'Main Campus' },
  { queryId: '2', class_name: 'JSS 2', sub_class: ['A'], campus_name: 'Main Campus' },
  { queryId: '3', class_name: 'SSS 1', sub_class: [], campus_name: 'Lekki Campus' },
];

export const subjects = [
  'Mathematics',
  'English Language',
  'Basic Science',
  'Civic Education',
  'French',
  'Computer Studies',
].map((s, i) => ({ queryId: String(i + 1), subject: s }));
