import { inArrivalRounds } from './arrival-rounds';

describe('inArrivalRounds', () => {
  it('keeps a batch of distinct verifications in one round, in order', () => {
    expect(inArrivalRounds(['a', 'b', 'c'], (v) => v)).toEqual([['a', 'b', 'c']]);
  });

  it('puts the second result of a verification in the next round, after every first result', () => {
    const results = [
      { v: 'a', n: 1 },
      { v: 'b', n: 1 },
      { v: 'a', n: 2 },
      { v: 'c', n: 1 },
      { v: 'a', n: 3 },
    ];
    expect(inArrivalRounds(results, (r) => r.v)).toEqual([
      [
        { v: 'a', n: 1 },
        { v: 'b', n: 1 },
        { v: 'c', n: 1 },
      ],
      [{ v: 'a', n: 2 }],
      [{ v: 'a', n: 3 }],
    ]);
  });

  it('answers no rounds for no results', () => {
    expect(inArrivalRounds([], String)).toEqual([]);
  });
});
