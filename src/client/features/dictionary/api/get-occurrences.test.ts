import { describe, expect, it } from "vitest";
import { OccurrencesQuerySchema } from "@/shared/api/bible";
import { occurrencesQuery } from "./get-occurrences";

describe("occurrencesQuery", () => {
  it("asks for a lemma's homonym where the text names one, and the server's contract accepts it", () => {
    const query = occurrencesQuery({ strong: "H2416", homonym: "e", form: null }, 2);
    expect(query).toEqual({ strong: "H2416", homonym: "e", page: 2 });
    expect(OccurrencesQuerySchema.safeParse(query).success).toBe(true);
  });

  it("asks for the whole lemma without a letter, and for the plain form without a lemma", () => {
    expect(occurrencesQuery({ strong: "H1961", homonym: null, form: null }, 1)).toEqual({ strong: "H1961", page: 1 });
    expect(occurrencesQuery({ strong: null, form: "שמע" }, 1)).toEqual({ form: "שמע", page: 1 });
  });
});
