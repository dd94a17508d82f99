// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { CollectionSummary } from "@/shared/api/collections";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { CollectionTabs } from "./collection-tabs";

afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

const collection = (name: string, domain: string, ownerId: string | null = null): CollectionSummary => ({
  id: `${domain}-${name}`, domain, name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-"), order: 1, description: null, subcategory: null, ownerId,
});
describe("a collection's name in the Hebrew interface", () => {
  it("names a built-in collection in Hebrew (after its text, or from the catalogue), the others as they are", () => {
    setInterfaceLocale("he");
    const collections = [collection("Genesis", "biblical"), collection("Exodus", "biblical"), collection("Genesis", "biblical", "user-1"), collection("Daily 1000", "modern")];
    render(<MemoryRouter><CollectionTabs collections={collections} selectedSlug="genesis" domainSlug="biblical" color="28 90% 48%" /></MemoryRouter>);
    const links = screen.getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(["בראשית", "שמות", "Genesis", "יום־יום"]);
    expect(links[0]!.querySelector("[dir=rtl]")?.textContent).toBe("בראשית");
    expect(links[2]!.querySelector("[dir=rtl]")).toBeNull();
  });

  it("names a learner's reading-path collection in Hebrew by the book and size kept with it", () => {
    setInterfaceLocale("he");
    const path = { ...collection("The 50 most frequent words of Genesis", "biblical", "user-1"), readingPath: { title: "Genesis", size: 50 } };
    render(<MemoryRouter><CollectionTabs collections={[path]} selectedSlug={path.slug} domainSlug="biblical" color="28 90% 48%" /></MemoryRouter>);
    expect(screen.getByRole("link").textContent).toBe("50 המילים השכיחות ביותר מתוך בראשית");
  });
});

describe("the order of the collections", () => {
  it("keeps the domain's order, but with many (the Talmud's tractates) the learner's own come first", () => {
    setInterfaceLocale("en");
    const few = [collection("Daily 1000", "modern"), collection("Siddur 1000", "modern"), collection("My words", "modern", "user-1")];
    render(<MemoryRouter><CollectionTabs collections={few} selectedSlug="daily-1000" domainSlug="modern" color="28 90% 48%" /></MemoryRouter>);
    expect(screen.getAllByRole("link").map((l) => l.textContent)).toEqual(["Daily", "Siddur", "My words"]);
    cleanup();
    const tractates = ["Berakhot", "Shabbat", "Eruvin", "Pesachim", "Yoma", "Sukkah", "Beitzah"].map((t) => collection(t, "aramaic"));
    render(<MemoryRouter><CollectionTabs collections={[...tractates, collection("My words", "aramaic", "user-1")]} selectedSlug="berakhot" domainSlug="aramaic" color="28 90% 48%" /></MemoryRouter>);
    expect(screen.getAllByRole("link").map((l) => l.textContent).slice(0, 3)).toEqual(["My words", "Berakhot", "Shabbat"]);
  });
});
