import { TemplateMessages } from '@dental/contracts';
import { lengthProblem, moved, sectionProblem, templateTextProblems } from './templateRules';

describe('template screen rules', () => {
  it('requires name and description of at most 40 characters', () => {
    expect(templateTextProblems({ name: ' ', description: 'x'.repeat(41) })).toEqual({
      name: 'Required',
      description: 'At most 40 characters',
    });
    expect(templateTextProblems({ name: 'FBD', description: 'x'.repeat(40) })).toEqual({});
  });

  it('asks for both fields of a category or sub category', () => {
    expect(sectionProblem('category', 'Coverage', '')).toBe(TemplateMessages.categoryFields);
    expect(sectionProblem('subcategory', '', 'D1110')).toBe(TemplateMessages.subcategoryFields);
    expect(sectionProblem('category', 'Coverage', 'info')).toBeUndefined();
  });

  it('accepts an empty or whole-number length only', () => {
    expect(lengthProblem('')).toBeUndefined();
    expect(lengthProblem('40')).toBeUndefined();
    expect(lengthProblem('4o')).toBe('Field "length" must be a numeric value');
  });

  it('moves an item to its new place', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
});
