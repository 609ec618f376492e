import { describe, expect, it } from 'vitest';
import { compareNames, initials, personName } from './names.ts';

describe('names', () => {
  it('writes the surname first, as the lists do', () => {
    expect(personName({ surname: 'Eze', firstname: 'Ngozi' })).toBe('Eze Ngozi');
    expect(personName({ surname: 'Ọlátúnjí', firstname: 'Bọ́lá', middlename: 'Ayọ̀' })).toBe(
      'Ọlátúnjí Bọ́lá Ayọ̀',
    );
    expect(initials({ surname: 'Eze', firstname: 'Ngozi' })).toBe('EN');
  });

  it('sorts accented names among the others, as the server does', () => {
    const names = ['Yusuf Hauwa', 'Ọlátúnjí Bọ́lá', 'Àjàyí Tọ́lá', 'Bello Sani', 'Ògúnbánjọ Dàmí'];
    expect([...names].sort(compareNames)).toEqual([
      'Àjàyí Tọ́lá',
      'Bello Sani',
      'Ògúnbánjọ Dàmí',
      'Ọlátúnjí Bọ́lá',
      'Yusuf Hauwa',
    ]);
  });
});
