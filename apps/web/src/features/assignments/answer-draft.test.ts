import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './answer-draft.ts';

describe('answer drafts', () => {
  it('keep a student’s answers per set until cleared', () => {
    writeDraft(localStorage, '6', 'set-a', { '11': 'option2', '12': 'Because…' });
    writeDraft(localStorage, '7', 'set-a', { '11': 'option4' });
    expect(readDraft(localStorage, '6', 'set-a')).toEqual({ '11': 'option2', '12': 'Because…' });
    expect(readDraft(localStorage, '6', 'set-b')).toEqual({});
    clearDraft(localStorage, '6', 'set-a');
    expect(readDraft(localStorage, '6', 'set-a')).toEqual({});
    expect(readDraft(localStorage, '7', 'set-a')).toEqual({ '11': 'option4' });
  });

  it('ignore what is not a draft', () => {
    localStorage.setItem('sm-assignment-draft:6:bad', '{not json');
    expect(readDraft(localStorage, '6', 'bad')).toEqual({});
  });
});
