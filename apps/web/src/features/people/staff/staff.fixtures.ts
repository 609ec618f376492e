/** Staff the staff stories share. */
export const staff = [
  { id: '1', name: 'Okafor Ngozi', designation: 'Principal' },
  { id: '2', name: 'Bello Ibrahim', designation: 'Teacher' },
  { id: '3', name: 'Adeyemi Funke', designation: 'Teacher' },
  { id: '4', name: 'Eze Chinedu', designation: 'Account' },
];
