import { describe, expect, it } from "vitest";
import type { CollectionBreakdown } from "@/shared/api/words";
import { collectionsOfDomain, withDomain } from "./narrow-to-domain";

const c = (id: string, domain: string): CollectionBreakdown => ({ id, name: id, domain, slug: id, wordCount: 1, ownerId: null, readingPath: null });
const all = [c("genesis", "biblical"), c("daily", "modern"), c("exodus", "biblical")];

describe("the Words Database's domain filter", () => {
  it("offers the chosen domain's collections only", () => {
    expect(collectionsOfDomain(all, "biblical").map((x) => x.id)).toEqual(["genesis", "exodus"]);
    expect(collectionsOfDomain(all, undefined)).toHaveLength(3);
  });

  it("lets go a collection of another domain, keeps one of the domain chosen", () => {
    expect(withDomain({ collectionId: "daily", q: "x" }, all, "biblical")).toEqual({ collectionId: undefined, domain: "biblical", q: "x" });
    expect(withDomain({ collectionId: "genesis" }, all, "biblical")).toEqual({ collectionId: "genesis", domain: "biblical" });
    expect(withDomain({ collectionId: "daily", domain: "modern" }, all, undefined)).toEqual({ collectionId: "daily", domain: undefined });
  });
});
