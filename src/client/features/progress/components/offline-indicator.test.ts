import { afterAll, describe, expect, it } from "vitest";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { waitingText } from "./offline-indicator";

afterAll(() => setInterfaceLocale("en"));

describe("offline indicator text", () => {
  it("says offline, and how many answers wait, in the singular or the plural", () => {
    expect(waitingText(false, 0)).toBe("Offline");
    expect(waitingText(false, 1)).toBe("Offline — 1 answer waiting");
    expect(waitingText(false, 3)).toBe("Offline — 3 answers waiting");
    expect(waitingText(true, 2)).toBe("2 answers waiting");
  });

  it("says it in the learner's language", () => {
    setInterfaceLocale("he");
    expect(waitingText(false, 0)).toBe("אין חיבור");
    expect(waitingText(false, 2)).toBe("אין חיבור — שתי תשובות ממתינות");
    expect(waitingText(true, 5)).toBe("5 תשובות ממתינות");
    setInterfaceLocale("fr");
    expect(waitingText(false, 1)).toBe("Hors ligne — 1 réponse en attente");
  });
});
