import { describe, expect, it } from "vitest";
import { deriveFromFileName, exportFileName, nameFromSlug, slugify, suggestFreeSlug } from "./file-name";

describe("collection file names", () => {
  it("derives domain, slug and name from an export file name", () => {
    expect(deriveFromFileName(exportFileName("modern", "daily-1000", "csv"))).toEqual({ domain: "modern", slug: "daily-1000", name: "Daily 1000", format: "csv" });
    expect(deriveFromFileName("C:\\Downloads\\biblical_genesis (2).JSON")).toEqual({ domain: "biblical", slug: "genesis", name: "Genesis", format: "json" });
  });

  it("derives only a slug when the name has no domain part", () => {
    expect(deriveFromFileName("My Words!.csv")).toEqual({ slug: "my-words", name: "My words", format: "csv" });
    expect(deriveFromFileName("מילים.csv").slug).toBe("imported");
  });

  it("slugifies accented and odd text", () => {
    expect(slugify("  Café -- Déjà vu  ")).toBe("cafe-deja-vu");
    expect(slugify("x".repeat(150))).toHaveLength(100);
    expect(nameFromSlug("my-words")).toBe("My words");
  });

  it("suggests the first free numbered slug", () => {
    expect(suggestFreeSlug("words", new Set())).toBe("words");
    expect(suggestFreeSlug("words", new Set(["words", "words-2"]))).toBe("words-3");
    expect(suggestFreeSlug("words-2", new Set(["words-2"]))).toBe("words-3");
    expect(suggestFreeSlug("daily-1000", new Set(["daily-1000"]))).toBe("daily-1000-2");
  });
});
