import { describe, expect, it } from 'vitest';
import { parseClassList } from '@/lib/shared/validation/class-list';

describe('parseClassList', () => {
  it('reads e-mail, first name, last name without a header, with ; or , separators', () => {
    expect(parseClassList('a@x.test;Ana;Ponce\nb@x.test;Bo;Roy\n')).toEqual([
      { email: 'a@x.test', firstname: 'Ana', lastname: 'Ponce' },
      { email: 'b@x.test', firstname: 'Bo', lastname: 'Roy' },
    ]);
    expect(parseClassList('a@x.test, Ana , Ponce')).toEqual([{ email: 'a@x.test', firstname: 'Ana', lastname: 'Ponce' }]);
  });

  it('lets a header row in any of the languages order the columns, and drops a UTF-8 BOM and blank lines', () => {
    const text = '\uFEFFNom;Prénom;Courriel\r\n\r\nÉlise;Zoé;z@x.test\r\n';
    expect(parseClassList(text)).toEqual([{ email: 'z@x.test', firstname: 'Zoé', lastname: 'Élise' }]);
    expect(parseClassList('email,first name,last name\na@x.test,Ana,Ponce')).toEqual([{ email: 'a@x.test', firstname: 'Ana', lastname: 'Ponce' }]);
  });

  it('keeps quoted cells whole, separators and doubled quotes included; a short line gets empty cells', () => {
    expect(parseClassList('"a@x.test";"Ana; Maria";"O""Neil"\nb@x.test')).toEqual([
      { email: 'a@x.test', firstname: 'Ana; Maria', lastname: 'O"Neil' },
      { email: 'b@x.test', firstname: '', lastname: '' },
    ]);
  });

  it('answers nothing for empty text', () => {
    expect(parseClassList(' \n\n')).toEqual([]);
  });
});
