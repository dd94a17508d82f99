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
        <MemoryRouter><CollectionBreakdown breakdown={[{ id, name: "Genesis", domain: "biblical", slug: "genesis", wordCount: 110 }]} /></MemoryRouter>
      </div>,
    );
    const link = screen.getByRole("link", { name: "/biblical/genesis" });
    expect(link.getAttribute("href")).toBe("/biblical/genesis");
    expect(link.closest("[dir]")?.getAttribute("dir")).toBe("ltr");
    expect(screen.getByText(id).closest("[dir]")?.getAttribute("dir")).toBe("ltr");
  });
});
