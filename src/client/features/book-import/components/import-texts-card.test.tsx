// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { IMPORTABLE_TITLES } from "@/shared/books/importable-titles";
import { BOOKS_KEY } from "@/client/lib/query-keys";
import { m, setInterfaceLocale } from "@/client/lib/i18n";
import { ImportTextsCard } from "./import-texts-card";

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });
afterAll(() => setInterfaceLocale("en"));

function show() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData([...BOOKS_KEY, "importable-titles"], { titles: IMPORTABLE_TITLES });
  render(<QueryClientProvider client={client}><MemoryRouter><ImportTextsCard /></MemoryRouter></QueryClientProvider>);
  return screen.getByRole("listbox");
}

/** The bodies of the requests the card sends (each answered 409, so that nothing starts). */
function recordRequests(): unknown[] {
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", vi.fn(async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ error: { code: "conflict", message: "busy" } }), { status: 409, headers: { "content-type": "application/json" } });
  }));
  return bodies;
}

describe("Import Complete Texts, in the interface's language", () => {
  it("lists each text by its name in French with its Hebrew beside, finds it unaccented, and imports it by the library's title", async () => {
    setInterfaceLocale("fr");
    const bodies = recordRequests();
    const list = show();
    fireEvent.change(screen.getByLabelText(m.bookimport_text()), { target: { value: "genese" } });
    const option = within(list).getByRole("option", { name: /^Genèse/ });
    expect(within(option).getByText("בראשית").closest("[dir=rtl]")).not.toBeNull();
    expect(within(list).queryByText("Genesis")).toBeNull();
    fireEvent.click(option);
    expect(screen.getByLabelText(m.bookimport_text())).toHaveProperty("value", "Genèse");
    expect(option.getAttribute("aria-selected")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: m.bookimport_import() }));
    await waitFor(() => expect(bodies).toEqual([{ title: "Genesis" }]));
  });

  it("names a Mishnah tractate in the language and a Talmud tractate as written", () => {
    setInterfaceLocale("fr");
    const list = show();
    fireEvent.change(screen.getByLabelText(m.bookimport_text()), { target: { value: "berakhot" } });
    expect(within(list).getAllByRole("option").map((o) => o.textContent)).toEqual(["Michna Berakhotמשנה ברכות", "Berakhotברכות"]);
  });

  it("leads with the Hebrew title in the Hebrew interface, the library's title beside it", async () => {
    setInterfaceLocale("he");
    const bodies = recordRequests();
    const list = show();
    fireEvent.change(screen.getByLabelText(m.bookimport_text()), { target: { value: "שמות" } });
    const option = within(list).getByRole("option", { name: /^שמות/ });
    expect(within(option).getByText("Exodus").getAttribute("dir")).toBe("ltr");
    fireEvent.click(option);
    fireEvent.click(screen.getByRole("button", { name: m.bookimport_import() }));
    await waitFor(() => expect(bodies).toEqual([{ title: "Exodus" }]));
  });
});
