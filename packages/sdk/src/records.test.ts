import { describe, expect, it } from 'vitest';
import { flatten } from './records.ts';

describe('flatten', () => {
  it('turns a record into its attributes plus queryId', () => {
    expect(flatten({ id: '3', attributes: { class_name: 'JSS 1', sub_class: 'A' } })).toEqual({
      class_name: 'JSS 1',
      sub_class: 'A',
      queryId: '3',
    });
  });

  it('flattens every record of a list, keeping order', () => {
    const list = flatten([
      { id: '1', attributes: { name: 'Main' } },
      { id: '2', attributes: { name: 'Annex' } },
    ]);
    expect(list).toEqual([
      { name: 'Main', queryId: '1' },
      { name: 'Annex', queryId: '2' },
    ]);
    expect(flatten([])).toEqual([]);
  });
});
