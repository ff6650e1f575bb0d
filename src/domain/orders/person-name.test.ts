import { describe, expect, it } from 'vitest';
import { fullName } from './person-name';

describe('fullName', () => {
  it('joins the first name and surname, or gives the first name alone', () => {
    expect(fullName('Anna', 'Nowak')).toBe('Anna Nowak');
    expect(fullName('Ola', null)).toBe('Ola');
    expect(fullName(' Ola ', '  ')).toBe('Ola');
  });
});
