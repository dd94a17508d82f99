import { describe, expect, it } from "vitest";
import { readSchemaMessage } from "../i18n/schema-message";
import { DOMAIN_MESSAGES, DomainInputSchema, DomainPatchSchema, hslIsValid, SubcategoryPatchSchema } from "./domains";

describe("domain rules", () => {
  it("needs a name and a slug, lowercase with hyphens", () => {
    const ok = DomainInputSchema.parse({ name: " Daf Yomi ", slug: "daf-yomi", color: "30 80% 45%" });
    expect(ok).toEqual({ name: "Daf Yomi", slug: "daf-yomi", color: "30 80% 45%", order: 0 });
    const msg = (v: object) => DomainInputSchema.safeParse({ name: "A", slug: "a", color: "1 2% 3%", ...v }).error?.issues[0]?.message;
    const key = (v: object) => readSchemaMessage(msg(v) ?? "")?.key;
    expect(key({ name: "  " })).toBe(DOMAIN_MESSAGES.nameRequired);
    expect(key({ slug: "" })).toBe(DOMAIN_MESSAGES.slugRequired);
    for (const slug of ["Daf-Yomi", "daf yomi", "daf--yomi", "-daf", "daf-", "דף"]) expect(key({ slug })).toBe(DOMAIN_MESSAGES.slugFormat);
  });

  it("takes a colour as an HSL triple within range", () => {
    for (const c of ["217 91% 60%", "0 0% 0%", "360 100% 100%", "12.5 40.5% 33%"]) expect(hslIsValid(c)).toBe(true);
    for (const c of ["#ff0000", "hsl(217, 91%, 60%)", "361 10% 10%", "10 101% 10%", "10 10 10", ""]) expect(hslIsValid(c)).toBe(false);
  });

  it("patches only what is sent: no default order sneaks in", () => {
    expect(DomainPatchSchema.parse({ name: "New" })).toEqual({ name: "New" });
    expect(SubcategoryPatchSchema.parse({ description: "" })).toEqual({ description: null });
    expect(DomainPatchSchema.safeParse({ id: "x" }).success).toBe(false);
  });
});
