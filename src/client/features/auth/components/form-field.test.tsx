// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FormField } from "./form-field";

afterEach(cleanup);

describe("FormField", () => {
  it("an address field reads left to right in every interface, aligned with its label in a right-to-left one", () => {
    render(<div dir="rtl"><FormField id="email" label="דוא״ל" type="email" /><FormField id="first" label="שם פרטי" /></div>);
    const email = screen.getByLabelText("דוא״ל");
    expect(email.getAttribute("dir")).toBe("ltr");
    expect(email.className).toContain("rtl:text-right");
    // A name is typed in the interface's direction.
    expect(screen.getByLabelText("שם פרטי").hasAttribute("dir")).toBe(false);
  });
});
