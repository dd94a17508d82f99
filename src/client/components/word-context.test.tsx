// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { WordContext } from "./word-context";

afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

describe("where a word was met", () => {
  it("names the book by its Hebrew title in the Hebrew interface, in its own right-to-left element", () => {
    setInterfaceLocale("he");
    render(<p><WordContext contextRef="Genesis 1:1" contextText="בְּרֵאשִׁית בָּרָא" /></p>);
    const context = screen.getByTestId("word-context");
    expect(context.textContent).not.toContain("Genesis");
    expect([...context.querySelectorAll("[dir=rtl][lang=he]")].map((e) => e.textContent)).toEqual(["בראשית 1:1", "בְּרֵאשִׁית בָּרָא"]);
  });

  it("keeps the reference as written in English, and for a text the library's list does not know", () => {
    setInterfaceLocale("en");
    render(<p><WordContext contextRef="Genesis 1:1" /></p>);
    expect(screen.getByTestId("word-context").textContent).toBe("Genesis 1:1");
    cleanup();
    setInterfaceLocale("he");
    render(<p><WordContext contextRef="My class notes 3" /></p>);
    expect(screen.getByTestId("word-context").textContent).toBe("My class notes 3");
  });

  it("shows a long passage around the saved word, the word in bold, '…' where words are left out", () => {
    setInterfaceLocale("en");
    const before = Array.from({ length: 30 }, () => "אמר").join(" ");
    const after = Array.from({ length: 30 }, () => "רב").join(" ");
    render(<p><WordContext contextRef="Berakhot 2b:3" contextText={`${before} וּמִיבַּעְיָא ${after}`} word="ומיבעיא" /></p>);
    const verse = screen.getByTestId("word-context").querySelector("[dir=rtl][lang=he]:last-child")!;
    expect(verse.querySelector("b")?.textContent).toBe("וּמִיבַּעְיָא");
    expect(verse.textContent!.startsWith("… אמר")).toBe(true);
    expect(verse.textContent!.endsWith("רב …")).toBe(true);
    expect(verse.textContent!.split(" ").filter((t) => t !== "…")).toHaveLength(24);
  });
});
