import { describe, expect, it } from "vitest";
import { hashString, Random } from "../../src/random.ts";

describe("Random", () => {
  it("repeats the same sequence for the same seed and differs for another seed", () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it("keeps int within both bounds and reaches them", () => {
    const random = new Random(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("samples distinct items", () => {
    const sample = new Random(3).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });

  it("draws weighted keys roughly in proportion", () => {
    const random = new Random(11);
    const counts = { often: 0, rarely: 0 };
    for (let i = 0; i < 2000; i++) counts[random.weighted({ often: 9, rarely: 1 })]++;
    expect(counts.often).toBeGreaterThan(counts.rarely * 5);
  });

  it("hashes strings stably", () => {
    expect(hashString("model:1")).toBe(hashString("model:1"));
    expect(hashString("model:1")).not.toBe(hashString("model:2"));
  });
});
