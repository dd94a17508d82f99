// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { CollectionBreakdown } from "./collection-breakdown";

afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

describe("the Words Database's breakdown by collection", () => {
  it("reads each collection's address and id left to right in the Hebrew interface (not 'biblical/genesis/')", () => {
    setInterfaceLocale("he");
    const id = "e9512eb4-990c-4cb9-8ff7-91ddf5890dd4";
    render(
      <div dir="rtl">
        <MemoryRouter><CollectionBreakdown breakdown={[{ id, name: "Genesis", domain: "biblical", slug: "genesis", ownerId: null, readingPath: null, wordCount: 110 }]} /></MemoryRouter>
      </div>,
    );
    const link = screen.getByRole("link", { name: "/biblical/genesis" });
    expect(link.getAttribute("href")).toBe("/biblical/genesis");
    expect(link.closest("[dir]")?.getAttribute("dir")).toBe("ltr");
    expect(screen.getByText(id).closest("[dir]")?.getAttribute("dir")).toBe("ltr");
  });

  it("names each collection as the rest of the interface does, in the learner's language", () => {
    setInterfaceLocale("fr");
    const learner = "5b0e1f4e-2d4b-4a38-9a7d-0c6f3c1f9a11";
    render(
      <MemoryRouter><CollectionBreakdown breakdown={[
        { id: "b1", name: "Genesis", domain: "biblical", slug: "genesis", ownerId: null, readingPath: null, wordCount: 110 },
        { id: "b2", name: "Daily 1000", domain: "modern", slug: "daily-1000", ownerId: null, readingPath: null, wordCount: 1000 },
        { id: "b3", name: "The 50 most frequent words of Exodus", domain: "biblical", slug: "exodus-50", ownerId: learner, readingPath: { title: "Exodus", size: 50 }, wordCount: 50 },
        { id: "b4", name: "Genesis", domain: "biblical", slug: "my-genesis", ownerId: learner, readingPath: null, wordCount: 3 },
      ]} /></MemoryRouter>,
    );
    const names = screen.getAllByRole("listitem").map((li) => li.querySelector(".font-medium")?.textContent);
    expect(names).toEqual(["Genèse", "Quotidien", "Les 50 mots les plus fréquents d’Exode", "Genesis"]);
  });
});
