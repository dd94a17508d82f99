// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createLanguageStore, parseLanguage, useSelectedLanguage } from "./use-selected-language";

afterEach(() => window.localStorage.clear());

describe("parseLanguage", () => {
  it("accepts the five languages and falls back to english", () => {
    expect(parseLanguage("french")).toBe("french");
    expect(parseLanguage("klingon")).toBe("english");
    expect(parseLanguage(null)).toBe("english");
  });
});

describe("useSelectedLanguage", () => {
  it("reads localStorage, writes it, and updates every user in the tab", () => {
    window.localStorage.setItem("selectedLanguage", "spanish");
    const store = createLanguageStore(window.localStorage, window);
    const a = renderHook(() => useSelectedLanguage(store));
    const b = renderHook(() => useSelectedLanguage(store));
    expect(a.result.current[0]).toBe("spanish");
    act(() => a.result.current[1]("italian"));
    expect(window.localStorage.getItem("selectedLanguage")).toBe("italian");
    expect(a.result.current[0]).toBe("italian");
    expect(b.result.current[0]).toBe("italian");
  });

  it("follows changes made in another tab (storage event)", () => {
    const store = createLanguageStore(window.localStorage, window);
    const { result } = renderHook(() => useSelectedLanguage(store));
    expect(result.current[0]).toBe("english");
    act(() => {
      window.localStorage.setItem("selectedLanguage", "portuguese");
      window.dispatchEvent(new StorageEvent("storage", { key: "selectedLanguage", newValue: "portuguese" }));
    });
    expect(result.current[0]).toBe("portuguese");
  });

  it("keeps the choice in a cookie for the server's first screen, and writes one for a choice made before it existed", () => {
    let jar: string | null = null;
    const cookie = { read: () => jar, write: (v: string) => { jar = v; } };
    createLanguageStore(window.localStorage, window, cookie);
    expect(jar).toBeNull(); // no choice yet: the server draws the interface language's
    window.localStorage.setItem("selectedLanguage", "french");
    const store = createLanguageStore(window.localStorage, window, cookie);
    expect(jar).toBe("french");
    store.set("italian");
    expect(jar).toBe("italian");
  });

  it("ignores unknown stored values", () => {
    window.localStorage.setItem("selectedLanguage", "<script>");
    const store = createLanguageStore(window.localStorage, window);
    expect(store.get()).toBe("english");
  });
});
