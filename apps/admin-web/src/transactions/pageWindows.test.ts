import { pageCount, pageWindows } from './pageWindows';

describe('pageWindows', () => {
  it('shows nothing when there are no pages', () => {
    expect(pageWindows(1, 0)).toEqual([]);
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindows(1, 1)).toEqual([1]);
    expect(pageWindows(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first pages and the last one near the start', () => {
    expect(pageWindows(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageWindows(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });

  it('shows the first page and the last pages near the end', () => {
    expect(pageWindows(10, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
    expect(pageWindows(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('shows the current page with its neighbours between two ellipses in the middle', () => {
    expect(pageWindows(6, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(pageWindows(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindows(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindows(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageWindows(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageWindows(0, 10)).toEqual(pageWindows(1, 10));
    expect(pageWindows(99, 10)).toEqual(pageWindows(10, 10));
  });
});

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(0, 25)).toBe(0);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(1000, 100)).toBe(10);
  });
});
