// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { TextReference, TextTitle } from "./text-title";

afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

describe("a text's title as the interface calls it", () => {
  it("is the Hebrew one in its own right-to-left element in the Hebrew interface, where there is one; else the English", () => {
    setInterfaceLocale("he");
    const he = render(<p><TextTitle english="Genesis" hebrew="בראשית" /></p>);
    expect(he.container.querySelector("[dir=rtl][lang=he]")?.textContent).toBe("בראשית");
    expect(he.container.textContent).toBe("בראשית");
    cleanup();
    expect(render(<p><TextTitle english="Daily" hebrew={null} /></p>).container.textContent).toBe("Daily");
    cleanup();
    setInterfaceLocale("en");
    const en = render(<p><TextTitle english="Genesis" hebrew="בראשית" /></p>);
    expect(en.container.textContent).toBe("Genesis");
    expect(en.container.querySelector("[dir=rtl]")).toBeNull();
  });

  it("writes a reference's address in the interface's font, its title in Hebrew, in one right-to-left element", () => {
    setInterfaceLocale("he");
    const he = render(<p><TextReference reference="I Samuel 3:4" /></p>);
    const rtl = he.container.querySelector("[dir=rtl][lang=he]")!;
    expect(rtl.textContent).toBe("שמואל א 3:4");
    const address = rtl.querySelector("span")!;
    expect(address.textContent).toBe("3:4");
    expect(address.className.split(" ")).toContain("font-sans");
    cleanup();
    setInterfaceLocale("en");
    expect(render(<p><TextReference reference="Genesis 1:1" /></p>).container.innerHTML).toBe("<p>Genesis 1:1</p>");
  });
});

