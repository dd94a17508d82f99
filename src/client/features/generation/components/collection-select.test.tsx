// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { AdminCollection } from "@/shared/api/admin-collections";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { CollectionSelect } from "./collection-select";

afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

const collection = (over: Partial<AdminCollection>): AdminCollection => ({
  id: crypto.randomUUID(), domain: "biblical", name: "Genesis", slug: "genesis", order: 1, description: null, subcategory: null, ownerId: null, wordCount: 110, ...over,
});

describe("the generator's collection chooser", () => {
  it("names a built-in collection by its Hebrew title in the Hebrew interface, as the collection tabs do", () => {
    setInterfaceLocale("he");
    const genesis = collection({});
    render(<CollectionSelect id="c" collections={[genesis, collection({ domain: "mishna", name: "Zeraim", slug: "zeraim" })]} value={genesis.id} onChange={() => {}} />);
    const trigger = screen.getByRole("combobox");
    expect(trigger.textContent).toContain("בראשית");
    expect(trigger.textContent).not.toContain("Genesis");
    expect(trigger.querySelector("[dir=rtl][lang=he]")?.textContent).toBe("בראשית");
  });

  it("names a modern built-in collection in the interface language, not by the English name it is stored under", () => {
    setInterfaceLocale("he");
    const daily = collection({ domain: "modern", name: "Daily 1000", slug: "daily-1000", wordCount: 46 });
    render(<CollectionSelect id="c" collections={[daily]} value={daily.id} onChange={() => {}} />);
    const trigger = screen.getByRole("combobox");
    expect(trigger.textContent).toContain("יום־יום");
    expect(trigger.textContent).not.toContain("Daily");
  });
});
